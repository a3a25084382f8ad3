import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';

/** A full-page notice of the editor: why it cannot show (sign in, no access, not found, an error). */
export const EditorNotice = (props: { title: string; body?: string; action?: ReactNode }) => (
  <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
    {props.body && <p className="mt-3 text-base text-slate-600">{props.body}</p>}
    {props.action && <div className="mt-8">{props.action}</div>}
  </div>
);

export const SignInNotice = () => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  return (
    <EditorNotice
      title={t('editor.access.signInTitle')}
      body={t('editor.access.signInBody')}
      action={
        <button
          type="button"
          onClick={() => openLogin()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('editor.access.signIn')}
        </button>
      }
    />
  );
};

export const NoAccessNotice = () => {
  const { t } = useTranslation();
  return <EditorNotice title={t('editor.access.noAccessTitle')} body={t('editor.access.noAccessBody')} />;
};
