import { Search, X } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { Button, Icon, Input, Select } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { media } from '../../../theme';
import { SERVICE_VALUES, type ServiceValue } from '#contract/plans.ts';
import { LEAD_STATUSES, type LeadStatus } from '../data/queries';

const copy = inboxCopy.filters;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  /* On a phone: search across, the two selects side by side, clear under them. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  > :first-child,
  > button {
    grid-column: 1 / -1;
  }
  > button {
    justify-self: start;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
    > :first-child,
    > button {
      grid-column: auto;
    }
  }
`;

const Control = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const SearchBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: ${({ theme }) => theme.space[10]};
  }
  input::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

export interface FiltersProps {
  status?: LeadStatus;
  service?: ServiceValue;
  /** What is typed (the list follows it after a short pause). */
  search: string;
  onStatus: (status: LeadStatus | undefined) => void;
  onService: (service: ServiceValue | undefined) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Status, service and free-text search. The search applies as you type (debounced by the inbox). */
export function Filters({ status, service, search, onStatus, onService, onSearch, onClear }: FiltersProps) {
  const id = useId();
  const active = Boolean(status || service || search);
  return (
    <Form role="search" aria-label={copy.legend} onSubmit={(e) => e.preventDefault()}>
      <Control>
        <label htmlFor={`${id}-q`}>{copy.search}</label>
        <SearchBox>
          <Icon icon={Search} size={18} />
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            value={search}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            onChange={(e) => onSearch(e.target.value)}
          />
        </SearchBox>
      </Control>
      <Control>
        <label htmlFor={`${id}-status`}>{copy.status}</label>
        <Select
          id={`${id}-status`}
          name="status"
          value={status ?? ''}
          onChange={(e) => onStatus((e.target.value || undefined) as LeadStatus | undefined)}
        >
          <option value="">{copy.allStatuses}</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {inboxCopy.statusLabels[s]}
            </option>
          ))}
        </Select>
      </Control>
      <Control>
        <label htmlFor={`${id}-service`}>{copy.service}</label>
        <Select
          id={`${id}-service`}
          name="service"
          value={service ?? ''}
          onChange={(e) => onService((e.target.value || undefined) as ServiceValue | undefined)}
        >
          <option value="">{copy.allServices}</option>
          {SERVICE_VALUES.map((s) => (
            <option key={s} value={s}>
              {inboxCopy.serviceLabels[s]}
            </option>
          ))}
        </Select>
      </Control>
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        <Icon icon={X} size={16} />
        {copy.clear}
      </Button>
    </Form>
  );
}
