// The conditions of a dynamic fleet, built from device fields: each a field, is/contains and a
// value; a device must meet all of them or any one. The expression they make is shown as the
// API will store it.
import { Button, Select, TextField } from '@fleet/elements';
import {
  buildFleetExpression,
  FLEET_EXPRESSION_FIELDS,
  FLEET_EXPRESSION_OPERATORS,
  type FleetExpressionClause,
  type FleetExpressionField,
  type FleetExpressionJoin,
  type FleetExpressionOperator,
} from '@fleet/sdk/domain';
import { useConsoleText, type ConsoleTextId } from '../../i18n';
import { mono, muted } from '../parts/parts.css';
import { clauseRow, conditions } from './fleets.css';
import '../../i18n/messages/fleets';

export interface ExpressionConditions {
  clauses: readonly FleetExpressionClause[];
  join: FleetExpressionJoin;
}

export const NEW_CLAUSE: FleetExpressionClause = { field: 'name', operator: 'contains', value: '' };

const FIELD_TEXT: Readonly<Record<FleetExpressionField, ConsoleTextId>> = {
  name: 'console.fleets.field.name',
  deviceId: 'console.fleets.field.deviceId',
  productFamily: 'console.fleets.field.productFamily',
  hardwareId: 'console.fleets.field.hardwareId',
};

const OPERATOR_TEXT: Readonly<Record<FleetExpressionOperator, ConsoleTextId>> = {
  is: 'console.fleets.operator.is',
  contains: 'console.fleets.operator.contains',
};

export function ExpressionBuilder({
  value,
  onChange,
}: {
  value: ExpressionConditions;
  onChange(next: ExpressionConditions): void;
}) {
  const t = useConsoleText();
  const { clauses, join } = value;
  const change = (index: number, patch: Partial<FleetExpressionClause>) =>
    onChange({
      join,
      clauses: clauses.map((clause, at) => (at === index ? { ...clause, ...patch } : clause)),
    });
  const expression = buildFleetExpression(clauses, join);
  return (
    <fieldset className={conditions}>
      <legend>{t('console.fleets.conditions')}</legend>
      {clauses.length > 1 && (
        <Select
          label={t('console.fleets.join')}
          value={join}
          options={[
            { value: 'and', label: t('console.fleets.join.and') },
            { value: 'or', label: t('console.fleets.join.or') },
          ]}
          onChange={(next) => onChange({ clauses, join: next === 'or' ? 'or' : 'and' })}
        />
      )}
      {clauses.map((clause, index) => (
        <div
          key={index}
          className={clauseRow}
          role="group"
          aria-label={t('console.fleets.condition', { number: index + 1 })}
        >
          <Select
            label={t('console.fleets.field')}
            value={clause.field}
            options={FLEET_EXPRESSION_FIELDS.map((field) => ({
              value: field,
              label: t(FIELD_TEXT[field]),
            }))}
            onChange={(field) => change(index, { field: field as FleetExpressionField })}
          />
          <Select
            label={t('console.fleets.operator')}
            value={clause.operator}
            options={FLEET_EXPRESSION_OPERATORS.map((operator) => ({
              value: operator,
              label: t(OPERATOR_TEXT[operator]),
            }))}
            onChange={(operator) =>
              change(index, { operator: operator as FleetExpressionOperator })
            }
          />
          <TextField
            label={t('console.fleets.value')}
            value={clause.value}
            onChange={(next) => change(index, { value: next })}
          />
          {clauses.length > 1 && (
            <Button
              variant="tertiary"
              aria-label={t('console.fleets.removeCondition', { number: index + 1 })}
              onClick={() => onChange({ join, clauses: clauses.filter((_, at) => at !== index) })}
            >
              {t('console.fleets.remove')}
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange({ join, clauses: [...clauses, NEW_CLAUSE] })}
        >
          {t('console.fleets.addCondition')}
        </Button>
      </div>
      <p className={muted}>
        {t('console.fleets.expression')}:{' '}
        <span className={mono}>{expression === '' ? '–' : expression}</span>
      </p>
    </fieldset>
  );
}
