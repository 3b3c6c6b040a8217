import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_BRANDS, REVIEW_COMMENT_MAX, type ReviewBrand } from '#contract/reviews.ts';
import { Button, Checkbox, Field, Heading, Input, Select, Text, Textarea } from '../../components';
import type { ReviewsCopy } from '../../content/reviewsCopy';
import { REVIEW_SECTIONS_MAX, type NewReview } from './queries';
import type { StoryOption } from './storyOptions';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 48rem;
`;

const Picker = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding-inline: ${({ theme }) => theme.space[1]};
  }
`;

/** The sections scroll under the fieldset's hint, count and error, which stay in view. */
const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: ${({ theme }) => theme.measures.narrow};
  overflow: auto;
  label:has(input:disabled) {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const PickerError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The count, and why no more can be chosen once the maximum is reached. */
const Limit = styled.p<{ $full: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $full }) => ($full ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $full }) => ($full ? theme.colors.highlightText : theme.colors.textMuted)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DAY_MS = 86_400_000;

export interface ReviewFormProps {
  copy: ReviewsCopy;
  loadStories: () => Promise<StoryOption[]>;
  onSubmit: (review: NewReview, sendEmail: boolean) => Promise<boolean>;
  onCancel: () => void;
  /** Today, for the expiry (stories fix it). */
  now?: () => number;
}

type Errors = Partial<Record<'client_name' | 'client_email' | 'sections', string>>;

export function ReviewForm({ copy, loadStories, onSubmit, onCancel, now = Date.now }: ReviewFormProps) {
  const f = copy.form;
  const [stories, setStories] = useState<StoryOption[] | 'loading' | 'failed'>('loading');
  const [values, setValues] = useState({
    client_name: '',
    client_email: '',
    brand: 'studio' as ReviewBrand,
    note: '',
    days: 30,
    send: true,
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadStories().then(setStories, () => setStories('failed'));
  }, [loadStories]);
  const full = chosen.length >= REVIEW_SECTIONS_MAX;
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.client_name.trim()) found.client_name = f.missing.client_name;
    if (!EMAIL.test(values.client_email.trim())) found.client_email = f.missing.client_email;
    if (chosen.length === 0) found.sections = f.missing.sections;
    if (chosen.length > REVIEW_SECTIONS_MAX) found.sections = f.sectionsFull(REVIEW_SECTIONS_MAX);
    setErrors(found);
    if (Object.keys(found).length || !Array.isArray(stories)) return;
    setBusy(true);
    const sections = chosen.map((id) => ({ story_id: id, title: stories.find((s) => s.id === id)?.label ?? id }));
    const expires_at = new Date(now() + values.days * DAY_MS).toISOString();
    const input = {
      client_name: values.client_name.trim(),
      client_email: values.client_email.trim(),
      brand: values.brand,
      note: values.note,
      expires_at,
      sections,
    };
    const ok = await onSubmit(input, values.send);
    setBusy(false);
    setFailed(!ok);
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-review-title">
      <Heading level={2} size="xl" id="new-review-title">
        {f.title}
      </Heading>
      <Field label={f.clientName} required error={errors.client_name}>
        {(c) => <Input {...c} value={values.client_name} maxLength={120} onChange={(e) => set('client_name', e.target.value)} />}
      </Field>
      <Field label={f.clientEmail} required error={errors.client_email}>
        {(c) => (
          <Input {...c} type="email" value={values.client_email} maxLength={254} onChange={(e) => set('client_email', e.target.value)} />
        )}
      </Field>
      <Field label={f.brand} required>
        {(c) => (
          <Select {...c} value={values.brand} onChange={(e) => set('brand', e.target.value as ReviewBrand)}>
            {REVIEW_BRANDS.map((b) => (
              <option key={b} value={b}>
                {copy.brands[b]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Picker aria-describedby={errors.sections ? 'sections-hint sections-count sections-error' : 'sections-hint sections-count'}>
        <legend>{f.sections}</legend>
        <Text size="sm" tone="muted" id="sections-hint">
          {f.sectionsHint(REVIEW_SECTIONS_MAX)}
        </Text>
        {/* Said as it changes; at the maximum the unchosen boxes are disabled and this says why. */}
        <Limit role="status" id="sections-count" $full={full}>
          {f.sectionsChosen(chosen.length, REVIEW_SECTIONS_MAX)}
          {full && ` ${f.sectionsFull(REVIEW_SECTIONS_MAX)}`}
        </Limit>
        {/* Above the list, which scrolls: the message is seen without scrolling it. */}
        {errors.sections && (
          <PickerError role="alert" id="sections-error">
            {errors.sections}
          </PickerError>
        )}
        {stories === 'loading' && (
          <Text size="sm" role="status">
            {f.sectionsLoading}
          </Text>
        )}
        {stories === 'failed' && (
          <Text size="sm" role="alert">
            {f.sectionsUnavailable}
          </Text>
        )}
        {Array.isArray(stories) && (
          <Options>
            {stories.map((s) => (
              <Checkbox
                key={s.id}
                label={s.label}
                checked={chosen.includes(s.id)}
                disabled={full && !chosen.includes(s.id)}
                onChange={(on) => setChosen((c) => (on ? [...c, s.id] : c.filter((x) => x !== s.id)))}
              />
            ))}
          </Options>
        )}
      </Picker>
      <Field label={f.note}>
        {(c) => <Textarea {...c} value={values.note} maxLength={REVIEW_COMMENT_MAX} onChange={(e) => set('note', e.target.value)} />}
      </Field>
      <Field label={f.expiresIn} required>
        {(c) => (
          <Input
            {...c}
            type="number"
            min={1}
            max={365}
            value={values.days}
            onChange={(e) => set('days', Math.min(365, Math.max(1, Number(e.target.value) || 30)))}
          />
        )}
      </Field>
      <Checkbox label={f.sendEmail} checked={values.send} onChange={(on) => set('send', on)} />
      {failed && <Text role="alert">{f.failed}</Text>}
      <Row>
        <Button type="submit" disabled={busy}>
          {busy ? f.submitting : f.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {f.cancel}
        </Button>
      </Row>
    </Form>
  );
}
