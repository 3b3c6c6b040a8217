import { ShoppingBag } from 'lucide-react';
import styled from 'styled-components';
import { Button, Icon } from '../../../components';
import { useToast } from '../../../lib/toast';

const Wide = styled(Button)`
  min-height: 56px;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AddToCartProps {
  label: string;
  /** The toast it shows: in the demo nothing is added to a cart. */
  toast: { readonly title: string; readonly description: string };
}

/** The product page's Add to Cart: shows the cart toast and nothing else. */
export function AddToCart({ label, toast: message }: AddToCartProps) {
  const { toast } = useToast();
  return (
    <Wide size="lg" fullWidth onClick={() => void toast({ ...message, variant: 'success' })}>
      <Icon icon={ShoppingBag} size={18} /> {label}
    </Wide>
  );
}
