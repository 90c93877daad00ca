import { useState, type KeyboardEvent } from 'react';
import { Pill, PillsInput } from '@mantine/core';
import { useT } from '../../../../i18n';
import { checkKeyword, type KeywordError } from '../keywords';

export type KeywordTagInputProps = {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
};

/** Type a keyword and press Enter to add it as a tag; Backspace in an empty field removes the last one. */
export function KeywordTagInput({ label, value, onChange }: KeywordTagInputProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<KeywordError | null>(null);
  const shownError = text.includes(',') ? 'comma' : error;

  const add = (): boolean => {
    const check = checkKeyword(text, value);
    if (!check.ok) {
      setError(check.error);
      return false;
    }
    onChange([...value, check.keyword]);
    setText('');
    setError(null);
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while a Hangul syllable is still being composed belongs to the IME.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && text.trim() !== '') {
      // The keyword is added instead of applying the modal (an empty field lets Enter apply).
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <PillsInput
      label={label}
      description={t('talent_search.keywords.hint')}
      error={shownError ? t(`talent_search.keywords.errors.${shownError}`) : null}
    >
      <Pill.Group>
        {value.map((word) => (
          <Pill
            key={word}
            withRemoveButton
            onRemove={() => onChange(value.filter((other) => other !== word))}
            removeButtonProps={{ 'aria-label': t('talent_search.keywords.remove', { word }) }}
          >
            {word}
          </Pill>
        ))}
        <PillsInput.Field
          value={text}
          placeholder={value.length === 0 ? t('talent_search.keywords.placeholder') : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            if (text.trim() !== '') add();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
