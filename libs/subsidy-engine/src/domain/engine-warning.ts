import type { WarningCode } from './warning-codes';

export type Severity = 'info' | 'warning' | 'error';

/** A finding of the engine (spec 2.5 CumulationWarning): stable code, German message, severity. */
export interface EngineWarning {
  code: WarningCode;
  message: string;
  severity: Severity;
}

export const warning = (code: WarningCode, severity: Severity, message: string): EngineWarning => ({
  code,
  severity,
  message,
});

export const hasError = (warnings: readonly EngineWarning[]): boolean =>
  warnings.some((w) => w.severity === 'error');
