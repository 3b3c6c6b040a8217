import { useState } from 'react';
import styled from 'styled-components';
import { reviewPagePath } from '#contract/routes.ts';
import { Button, Input, Text } from '../../components';
import type { ReviewsCopy } from '../../content/reviewsCopy';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The link made just now (its token is never shown again): copy it, or it is on its way by e-mail. */
export function LinkBox({
  token,
  emailed,
  copy,
  origin,
}: {
  token: string;
  emailed: boolean;
  copy: ReviewsCopy['detail'];
  origin: string;
}) {
  const url = `${origin}${reviewPagePath(token)}`;
  const [copied, setCopied] = useState(false);
  return (
    <Box aria-labelledby="review-link-title">
      <Text id="review-link-title" size="sm">
        <strong>{copy.linkTitle}</strong> — {emailed ? copy.emailed : copy.linkHint}
      </Text>
      <div>
        <Input readOnly value={url} aria-labelledby="review-link-title" onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}>
          {copied ? copy.copied : copy.copy}
        </Button>
      </div>
    </Box>
  );
}
