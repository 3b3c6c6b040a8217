import { Star } from 'lucide-react';
import styled from 'styled-components';
import { spacing } from '../../../theme';

const Wrapper = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.heading};
  svg.empty {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Reviews = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '·';
    margin-right: ${spacing(2)};
  }
`;

export interface RatingProps {
  rating: number;
  outOf: number;
  reviewCount: number;
}

/** Star rating drawn with icons but read as text: "4 out of 5 stars · 12 reviews". */
export function Rating({ rating, outOf, reviewCount }: RatingProps) {
  return (
    <Wrapper>
      <Stars aria-hidden="true">
        {Array.from({ length: outOf }, (_, index) => (
          <Star key={index} size={18} className={index < rating ? 'full' : 'empty'} fill={index < rating ? 'currentColor' : 'none'} />
        ))}
      </Stars>
      <span>
        {rating} out of {outOf} stars
      </span>
      <Reviews>{reviewCount} reviews</Reviews>
    </Wrapper>
  );
}
