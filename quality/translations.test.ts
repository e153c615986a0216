import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { USER_ACCESS_STATES } from '@trade-terms/domain/access-requests';
import { ACTPM_STATUSES } from '@trade-terms/domain/actpm';
import { AGREEMENT_TEMPLATE_COLUMNS } from '@trade-terms/domain/agreement-template';
import {
  AGREEMENT_AUDIT_ACTIONS,
  AGREEMENT_LEVER_STATUSES,
  AGREEMENT_STATUSES,
  APPROVER_STATUSES,
  SIGNATURE_STATUSES,
} from '@trade-terms/domain/agreements';
import { APPROVAL_ACTION_TYPES } from '@trade-terms/domain/approval-engine';
import { MONEY_SCALES } from '@trade-terms/domain/budget-map';
import { CHAT_STATUSES, CHAT_TYPES } from '@trade-terms/domain/chat';
import {
  REPORT_CHARTS,
  REPORT_MEASURES,
  REPORT_PERIODS,
} from '@trade-terms/domain/cycle-folder-report-declarations';
import { EVIDENCE_FILE_PROBLEMS } from '@trade-terms/domain/evidence-files';
import { catalogues, LANGUAGES } from '@trade-terms/domain/i18n';
import { JOB_STATUSES, JOB_TYPES } from '@trade-terms/domain/import-export-jobs';
import {
  INTEGRATION_STATUSES,
  INTEGRATION_TABS,
  PRODUCT_ASSOCIATIONS,
} from '@trade-terms/domain/integrations';
import { LEVER_SHEET_LIST } from '@trade-terms/domain/lever-sheet-declarations';
import { en } from '@trade-terms/domain/messages/en';
import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { PAYMENT_ORIGINS } from '@trade-terms/domain/payment-origins';
import { FEATURE_GROUPS } from '@trade-terms/domain/permissions';
import { PRODUCT_STATUSES } from '@trade-terms/domain/products-report';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import { DECIMAL_SCALE, type FieldType, REGISTER_KEYS } from '@trade-terms/domain/registers';
import { SHEET_ROW_OUTCOMES } from '@trade-terms/domain/sheet-previews';
import { USER_DECISION_KINDS, USER_DECISIONS, USER_STATUSES, USER_TABS } from '@trade-terms/domain/users';
import { describe, expect, it } from 'vitest';
import { findHardCodedText } from './support/hard-coded-text';
import {
  catalogueKeys,
  compareCatalogues,
  type DynamicKeyFamily,
  dynamicPrefixes,
  productSources,
  unusedKeys,
} from './support/message-usage';

const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGUE_FILE = path.join(ROOT, 'packages/domain/src/messages/pt-BR.ts');

/** Every field type, checked by the compiler against the union: a new type must be added here. */
const FIELD_TYPES = Object.keys({
  text: true,
  integer: true,
  money: true,
  percentage: true,
  quantity: true,
  date: true,
  competence: true,
  boolean: true,
  enum: true,
  reference: true,
} satisfies Record<FieldType, true>);

/**
 * The keys the code builds at run time, each family with the prefix the code writes and the
 * domain list its values come from. A new template-built key must be declared here, narrowly.
 */
const DYNAMIC_KEY_FAMILIES: readonly DynamicKeyFamily[] = [
  { prefix: 'language.', suffixes: LANGUAGES },
  { prefix: 'menu.group.', suffixes: FEATURE_GROUPS },
  { prefix: 'permissions.group.', suffixes: FEATURE_GROUPS },
  { prefix: 'registers.', suffixes: REGISTER_KEYS },
  { prefix: 'budgetMap.scale.', suffixes: MONEY_SCALES },
  { prefix: 'cycleFolderReports.measure.', suffixes: REPORT_MEASURES },
  { prefix: 'cycleFolderReports.period.', suffixes: REPORT_PERIODS },
  { prefix: 'cycleFolderReports.chart.', suffixes: REPORT_CHARTS },
  { prefix: 'validation.unknownReference.', suffixes: REGISTER_KEYS },
  { prefix: 'registers.singular.', suffixes: REGISTER_KEYS },
  {
    prefix: 'fieldOptions.',
    suffixes: [...REGISTER_LIST, ...LEVER_SHEET_LIST].flatMap((register) =>
      register.fields
        .filter((field) => field.labelledOptions)
        .flatMap((field) => (field.options ?? []).map((option) => `${field.name}.${option}`)),
    ),
  },
  { prefix: 'imports.rule.', suffixes: FIELD_TYPES },
  { prefix: 'validation.decimal.', suffixes: Object.keys(DECIMAL_SCALE) },
  // zod's name of the type it expected (issue.expected) for the types a request can carry.
  { prefix: 'validation.type.', suffixes: ['string', 'number', 'boolean', 'array', 'object', 'date'] },
  { prefix: 'approval.actionType.', suffixes: APPROVAL_ACTION_TYPES },
  { prefix: 'chat.type.', suffixes: CHAT_TYPES },
  { prefix: 'chat.status.', suffixes: CHAT_STATUSES },
  { prefix: 'agreement.status.', suffixes: AGREEMENT_STATUSES },
  { prefix: 'agreement.signature.', suffixes: SIGNATURE_STATUSES },
  { prefix: 'agreement.approver.', suffixes: APPROVER_STATUSES },
  { prefix: 'agreement.history.action.', suffixes: AGREEMENT_AUDIT_ACTIONS },
  { prefix: 'agreement.leverStatus.', suffixes: AGREEMENT_LEVER_STATUSES },
  { prefix: 'approvalFlows.paymentOrigin.', suffixes: PAYMENT_ORIGINS },
  { prefix: 'jobs.status.', suffixes: JOB_STATUSES },
  { prefix: 'jobs.type.', suffixes: JOB_TYPES },
  { prefix: 'users.status.', suffixes: USER_STATUSES },
  { prefix: 'users.tab.', suffixes: USER_TABS.map((tab) => tab.tab) },
  { prefix: 'users.accessState.', suffixes: USER_ACCESS_STATES },
  { prefix: 'users.decisionKind.', suffixes: USER_DECISION_KINDS },
  { prefix: 'users.decision.', suffixes: USER_DECISIONS },
  { prefix: 'integrations.tab.', suffixes: INTEGRATION_TABS },
  { prefix: 'integrations.status.', suffixes: INTEGRATION_STATUSES },
  { prefix: 'integrations.missing.', suffixes: PRODUCT_ASSOCIATIONS },
  { prefix: 'leverSheets.outcome.', suffixes: SHEET_ROW_OUTCOMES },
  { prefix: 'agreementTemplate.column.', suffixes: AGREEMENT_TEMPLATE_COLUMNS.map((column) => column.name) },
  { prefix: 'evidence.problem.', suffixes: EVIDENCE_FILE_PROBLEMS },
  { prefix: 'actpm.status.', suffixes: ACTPM_STATUSES },
  { prefix: 'productsReport.status.', suffixes: PRODUCT_STATUSES },
];

describe('the message catalogues', () => {
  it('have every key in pt-BR and in English, with the same placeholders and no empty text', () => {
    // The compiler holds the keys too: en.ts is typed Record<MessageKey, string>, so a missing or
    // an extra key fails `npm run typecheck`.
    expect(compareCatalogues(ptBR, en)).toEqual({
      missing: [],
      extra: [],
      placeholderMismatch: [],
      empty: [],
    });
    expect(Object.keys(catalogues)).toEqual([...LANGUAGES]);
  });

  it('find a key missing from a translation, an extra one and a placeholder that differs', () => {
    const reference = { 'a.title': 'Olá, {{name}}', 'a.body': 'Texto', 'a.count': '{{count}} item(ns)' };
    const translation = { 'a.title': 'Hello, {{nome}}', 'a.count': '{{count}} item(s)', 'a.extra': '' };
    expect(compareCatalogues(reference, translation)).toEqual({
      missing: ['a.body'],
      extra: ['a.extra'],
      placeholderMismatch: ['a.title'],
      empty: ['a.extra'],
    });
  });
});

describe('message keys in use', () => {
  const sources = productSources(ROOT, ['apps/api/src', 'apps/web/src', 'packages/domain/src']);
  const keys = catalogueKeys(readFileSync(CATALOGUE_FILE, 'utf8'));

  it('reads the whole catalogue', () => {
    expect(keys).toEqual(Object.keys(ptBR));
  });

  it('leave no key of the catalogue unused', () => {
    expect(unusedKeys(keys, sources, DYNAMIC_KEY_FAMILIES)).toEqual([]);
  });

  it('build keys only from declared families, whose every member is in the catalogue', () => {
    const declared = new Set(DYNAMIC_KEY_FAMILIES.map((family) => family.prefix));
    const undeclared = dynamicPrefixes(sources).filter((use) => !declared.has(use.prefix));
    expect(undeclared).toEqual([]);
    const built = DYNAMIC_KEY_FAMILIES.flatMap((family) =>
      family.suffixes.map((s) => `${family.prefix}${s}`),
    );
    expect(built.filter((key) => !(key in ptBR))).toEqual([]);
  });

  it('find an unused key, a key built from an undeclared family, and accept declared ones', () => {
    const fixture = [
      {
        file: 'a.tsx',
        text: ["t('shown.title');", 't(`status.$', '{value}`); t(`kind.$', '{value}`);'].join(''),
      },
      { file: 'b.ts', text: 'const label = "shown.label";' },
    ];
    const families = [{ prefix: 'status.', suffixes: ['ON', 'OFF'] }];
    const fixtureKeys = ['shown.title', 'shown.label', 'status.ON', 'status.OFF', 'forgotten.key'];
    expect(unusedKeys(fixtureKeys, fixture, families)).toEqual(['forgotten.key']);
    // A family nobody builds any more does not keep its keys alive.
    expect(unusedKeys(['old.A'], fixture, [{ prefix: 'old.', suffixes: ['A'] }])).toEqual(['old.A']);
    expect(dynamicPrefixes(fixture).map((use) => use.prefix)).toEqual(['status.', 'kind.']);
  });
});

describe('texts of the web client', () => {
  const keys = new Set(Object.keys(ptBR));
  const webFiles: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.tsx') && !entry.includes('.test.')) webFiles.push(full);
    }
  };
  walk(path.join(ROOT, 'apps/web/src'));

  it('are all read from the catalogues: no JSX text nor user-facing prop written in a component', () => {
    expect(webFiles.length).toBeGreaterThan(30);
    const found = webFiles.flatMap((file) =>
      findHardCodedText(path.relative(ROOT, file), readFileSync(file, 'utf8'), keys),
    );
    expect(found).toEqual([]);
  });

  it('find hard-coded JSX text, props and column titles, and leave keys, symbols and technical props alone', () => {
    const component = `
      export function Page({ busy, name }: { busy: boolean; name: string }) {
        const columns = [{ title: 'Nome', dataIndex: 'name' }, { title: t('common.actions'), key: 'actions' }];
        return (
          <Card title="Cadastro de clientes" extra={<Button type="primary">{t('common.save')}</Button>}>
            <Input placeholder={busy ? 'Aguarde' : t('common.search')} aria-label={\`Buscar \${name}\`} />
            <img alt='Logo' src="/logo.svg" />
            <NotAuthorizedResult message={'shell.notAuthorized'} />
            <span>Salvar</span> <span>{' – '}</span> <span>{42} %</span> {busy && 'Carregando'}
            {name === 'ATIVO' ? <b>*</b> : null}
          </Card>
        );
      }`;
    const found = findHardCodedText('page.tsx', component, new Set(['shell.notAuthorized']));
    expect(found.map((item) => item.text)).toEqual([
      'Nome',
      'Cadastro de clientes',
      'Aguarde',
      'Buscar',
      'Logo',
      'Salvar',
      'Carregando',
    ]);
  });
});
