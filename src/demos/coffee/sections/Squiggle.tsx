import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  color: ${({ theme }) => theme.colors.highlight};
`;

/** The café's hand-drawn squiggle under headings. */
export function Squiggle() {
  return (
    <Svg width="120" height="14" viewBox="0 0 120 14" aria-hidden="true" focusable="false">
      <path
        d="M2 8c10-8 18 6 28 0s18-8 28 0 18 6 28 0 18-8 30-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </Svg>
  );
}
