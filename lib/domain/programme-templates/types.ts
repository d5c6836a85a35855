import type { ProgrammeShape } from '../programmes';

export interface ProgrammeTemplate extends ProgrammeShape {
  name: string;
  /** One or two sentences: whom it is for and what it needs. */
  summary: string;
  /** Only after a doctor's clearance, which the customer confirms before the first workout. */
  needsClearance: boolean;
}
