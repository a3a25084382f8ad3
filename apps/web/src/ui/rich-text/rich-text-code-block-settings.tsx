import { CODE_LANGUAGES, highlightLinesOf } from '@questline/domain/rules/rich-text';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageOf } from './rich-text-code-block';
import { hintClass, inputClass, labelClass } from './rich-text-form-parts';
import { EditorSelect } from './rich-text-select';

export type TCodeBlockAttrs = { language: unknown; filename: unknown; highlightLines: unknown };

/** Whether what the author typed holds parts the sanitiser would drop ("2,x", "5-3", "4-"). */
const hasDroppedParts = (text: string) => text.trim() !== '' && highlightLinesOf(text) !== text.replace(/\s+/g, '');

/**
 * The settings of the code block holding the selection (issue 25): its language, file name and highlighted lines,
 * each a labelled field that updates the block as it changes. The selection stays in the block while the author is
 * here, so each change reaches that block. Remounted (by key) for each block, so its fields start from its attributes.
 */
export const CodeBlockSettings = ({ editor, attrs }: { editor: Editor; attrs: TCodeBlockAttrs }) => {
  const { t } = useTranslation();
  const [filename, setFilename] = useState(typeof attrs.filename === 'string' ? attrs.filename : '');
  const [lines, setLines] = useState(typeof attrs.highlightLines === 'string' ? attrs.highlightLines : '');
  const [linesTouched, setLinesTouched] = useState(false);
  const update = (next: Record<string, unknown>) => editor.commands.updateAttributes('codeBlock', next);
  return (
    <fieldset className="flex flex-wrap items-start gap-3 border-b border-slate-200 bg-slate-50 px-2 py-2">
      <legend className="sr-only">{t('editor.richText.codeBlock.settings')}</legend>
      <EditorSelect
        label={t('editor.richText.codeBlock.language')}
        options={CODE_LANGUAGES.map((id) => ({ id, label: t(`richText.language.${id}`) }))}
        value={languageOf(attrs.language)}
        onChange={(language) => update({ language })}
      />
      <TextField
        value={filename}
        onChange={(value) => {
          setFilename(value);
          update({ filename: value.trim() || null });
        }}
        maxLength={120}
        className="flex flex-col gap-1"
      >
        <Label className={labelClass}>{t('editor.richText.codeBlock.filename')}</Label>
        <Input className={`${inputClass} w-44`} />
      </TextField>
      <TextField
        value={lines}
        onChange={(value) => {
          setLines(value);
          update({ highlightLines: highlightLinesOf(value) ?? null });
        }}
        onBlur={() => setLinesTouched(true)}
        isInvalid={linesTouched && hasDroppedParts(lines)}
        maxLength={100}
        className="flex flex-col gap-1"
      >
        <Label className={labelClass}>{t('editor.richText.codeBlock.highlightLines')}</Label>
        <Input className={`${inputClass} w-32`} />
        <Text slot="description" className={hintClass}>
          {t('editor.richText.codeBlock.highlightLinesHint')}
        </Text>
      </TextField>
    </fieldset>
  );
};
