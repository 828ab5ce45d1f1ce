import { Flex, Input, Typography } from 'antd';
import type { LanguageItem } from '@roamcart/contracts';
import type { LocalizedText } from '../lib/texts.ts';

interface LocalizedInputsProps {
  languages: readonly Pick<LanguageItem, 'code' | 'name' | 'direction'>[];
  /** Names the inputs for a screen reader: "Colour (English)". */
  label: string;
  maxLength: number;
  value?: Partial<LocalizedText>;
  onChange?: (value: LocalizedText) => void;
  id?: string;
}

/**
 * One short text in every language, side by side, each input marked with its language's name: a
 * form control whose value is `{en, zh-CN...}`, so one form field (and its error) stands for the
 * whole translated text.
 */
export function LocalizedInputs({ languages, label, maxLength, value = {}, onChange, id }: LocalizedInputsProps) {
  return (
    <Flex wrap gap={8} id={id}>
      {languages.map((language) => (
        <Input
          key={language.code}
          style={{ width: 220 }}
          prefix={<Typography.Text type="secondary">{language.name}</Typography.Text>}
          dir={language.direction}
          maxLength={maxLength}
          aria-label={`${label} (${language.name})`}
          value={value[language.code] ?? ''}
          onChange={(event) => onChange?.({ ...value, [language.code]: event.target.value } as LocalizedText)}
        />
      ))}
    </Flex>
  );
}
