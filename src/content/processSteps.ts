import { Code2, MessageSquare, Palette, Rocket } from 'lucide-react';
import type { IconComponent } from '../components/Icon';

export interface ProcessStep {
  title: string;
  icon: IconComponent;
  description: string;
}

export const processSteps: ProcessStep[] = [
  { title: 'Discovery', icon: MessageSquare, description: 'We learn about your business, customers and goals in a free consultation.' },
  { title: 'Design', icon: Palette, description: 'You get a custom design to review, and we refine it until it feels right.' },
  { title: 'Development', icon: Code2, description: 'We build a fast, responsive, search-friendly site from the approved design.' },
  { title: 'Launch & Support', icon: Rocket, description: 'We launch your site and stay on hand for updates, fixes and questions.' },
];
