import type { FlagDefinition } from '../../feature-flags';

/** The fields of the console's flag forms, as the browser posts them (all strings; a checkbox only when on). */
export type FlagForm = Partial<
  Record<'key' | 'description' | 'enabled' | 'defaultVariant' | 'rollout' | 'strategies' | 'reason', string>
>;

export interface FormIssue {
  path: (string | number)[];
  message: string;
}

type Strategy = FlagDefinition['strategies'][number];

function strategiesFrom(text: string, issues: FormIssue[]): Strategy[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    issues.push({ path: ['strategies'], message: 'Die Strategien sind kein gültiges JSON.' });
    return null;
  }
  const shaped =
    Array.isArray(parsed) &&
    parsed.every(
      (s) =>
        typeof s === 'object' &&
        s !== null &&
        Array.isArray((s as Strategy).constraints ?? []) &&
        typeof (s as Strategy).rollout === 'number',
    );
  if (!shaped) {
    issues.push({
      path: ['strategies'],
      message: 'Erwartet wird eine Liste von Strategien mit „rollout“ (Zahl) und „constraints“ (Liste).',
    });
    return null;
  }
  return (parsed as Strategy[]).map((s) => ({ ...s, constraints: s.constraints ?? [] }));
}

/**
 * The definition a form describes, starting from `base` (the stored flag, or a new boolean flag). "Rollout (%)"
 * sets the first strategy's share (creating a strategy for everyone if there is none), so the common change
 * needs no JSON; the JSON field carries everything else. The rules are the feature's own (`definitionIssues`,
 * run by the use cases); only what the form itself can get wrong is checked here.
 */
export function draftFrom(
  form: FlagForm,
  base: FlagDefinition,
): { draft: FlagDefinition; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  let strategies = base.strategies;
  if (form.strategies !== undefined && form.strategies.trim() !== '')
    strategies = strategiesFrom(form.strategies, issues) ?? strategies;
  const rolloutText = form.rollout?.trim() ?? '';
  if (rolloutText !== '') {
    const rollout = Number(rolloutText);
    if (!Number.isInteger(rollout) || rollout < 0 || rollout > 100)
      issues.push({ path: ['rollout'], message: 'Der Rollout ist eine ganze Zahl von 0 bis 100.' });
    else if (strategies.length === 0) strategies = [{ constraints: [], rollout }];
    else strategies = [{ ...strategies[0]!, rollout }, ...strategies.slice(1)];
  }
  const draft: FlagDefinition = {
    ...base,
    description: form.description ?? base.description,
    enabled: form.enabled === 'on',
    defaultVariant: form.defaultVariant || base.defaultVariant,
    strategies,
  };
  return { draft, issues };
}
