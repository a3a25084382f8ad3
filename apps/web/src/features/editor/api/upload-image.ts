import { editorRequest } from './editor-request';

export type TUploadedImage = { id: string; url: string };

/** POST /api/media/images (multipart, field `file`): PNG, JPEG, WebP or GIF; the server sniffs the bytes. */
export const uploadImage = async (file: File): Promise<TUploadedImage> => {
  const formData = new FormData();
  formData.append('file', file);
  return (await editorRequest<TUploadedImage>('POST', '/api/media/images', { formData })).result;
};
