import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@care/shared';
import { TEXTS } from '../texts';
import type { RoleName } from './api/get-user-page';
import { useUserPage } from './api/get-user-page';
import { useDebounced } from './use-debounced';

export interface PersonRef {
  id: number;
  display_name: string;
}

const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.menu};
  top: 100%;
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(0.5)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  max-height: 320px;
  overflow: auto;
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  min-height: ${({ theme }) => theme.targetSize}px;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.subtleHover : 'transparent')};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.targetSize}px;
  strong {
    flex: 1;
  }
`;

const ChosenLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export interface PersonPickerProps {
  label: string;
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  /** Only people of this role. */
  onlyRole?: RoleName;
  error?: string;
  /** The chosen person's "clear" button text; default "Clear". */
  clearLabel?: string;
}

/**
 * A search-as-you-type combobox over the user list (server-side search, 250 ms after typing
 * pauses): arrow keys move, Enter chooses, Escape closes. Once chosen, the person shows with a
 * Clear button.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  onlyRole: role,
  error,
  clearLabel,
}: PersonPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 250);
  const page = useUserPage({ q, page_size: 8, ...(role ? { role } : {}) });
  const people = open && q !== '' ? (page.data?.results ?? []) : [];

  if (value !== null) {
    return (
      <Box>
        <ChosenLabel id={`${id}-label`}>{label}</ChosenLabel>
        <Chosen aria-labelledby={`${id}-label`} role="group">
          <strong>{value.display_name}</strong>
          <Button variant="secondary" onClick={() => onChange(null)}>
            {clearLabel ?? TEXTS.common.clear}
          </Button>
        </Chosen>
      </Box>
    );
  }

  const choose = (index: number) => {
    const person = people[index];
    if (!person) return;
    onChange({ id: person.id, display_name: person.display_name || person.email });
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(0, people.length - 1)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && people.length > 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const expanded = open && q !== '';
  return (
    <Box>
      <TextField
        label={label}
        value={text}
        hint={TEXTS.common.searchPeople}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && people[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {expanded && (
        <List id={listId} role="listbox" aria-label={label}>
          {people.length === 0 && !page.isFetching && (
            <Option
              as="li"
              $active={false}
              role="option"
              aria-disabled="true"
              aria-selected={false}
            >
              {TEXTS.common.noPeopleFound}
            </Option>
          )}
          {people.map((person, index) => (
            <Option
              key={person.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
            >
              {person.display_name || person.username}
              <small>{person.email}</small>
            </Option>
          ))}
        </List>
      )}
    </Box>
  );
}
