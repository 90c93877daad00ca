import type { SalaryAnalysisResult } from '@partners/contract';

export type SalaryMarkerKind = 'hope' | 'pre' | 'propose';

/** A salary the report marks on the distribution: the candidate's desired and previous ones, the company's offer. */
export type SalaryMarker = { kind: SalaryMarkerKind; amount: number; percentile: number; color: string };

const COLORS: Record<SalaryMarkerKind, string> = { hope: 'orange.7', pre: 'grape.7', propose: 'blue.8' };
const KINDS: readonly SalaryMarkerKind[] = ['hope', 'pre', 'propose'];

export function salaryMarkers(positions: SalaryAnalysisResult['positions']): SalaryMarker[] {
  return KINDS.flatMap((kind) => {
    const position = positions[kind];
    return position ? [{ kind, amount: position.amount, percentile: position.percentile, color: COLORS[kind] }] : [];
  });
}
