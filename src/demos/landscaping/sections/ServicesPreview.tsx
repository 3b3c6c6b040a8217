import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Eyebrow, Heading, Icon, Section } from '../../../components';
import type { LandscapingService, landscapingCopy } from '../content';
import { spacing } from '../../../theme';
import { SectionHead } from '../../shared/ui';
import { ServiceList } from './ServiceList';

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(1.5)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-underline-offset: 4px;
`;

export interface ServicesPreviewProps {
  copy: (typeof landscapingCopy)['servicesPreview'];
  services: readonly LandscapingService[];
}

/** The home page's first four services and a link to all of them. */
export function ServicesPreview({ copy, services }: ServicesPreviewProps) {
  return (
    <Section aria-labelledby="ls-services-title">
      <Container>
        <SectionHead>
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading level={2} id="ls-services-title">
              {copy.title}
            </Heading>
          </div>
          <MoreLink to={copy.link.to}>
            {copy.link.label} <Icon icon={ArrowRight} size={18} />
          </MoreLink>
        </SectionHead>
        <ServiceList services={services} compact />
      </Container>
    </Section>
  );
}
