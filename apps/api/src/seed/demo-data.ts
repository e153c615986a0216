import { ALL_ROLES, type Role } from '@trade-terms/domain/permissions';

/** Demo profiles and users for a new install on the embedded database (listed in the README). */
export const DEMO_PROFILES: { name: string; description: string; roles: readonly Role[] }[] = [
  { name: 'Administrador', description: 'Acesso completo ao sistema', roles: ALL_ROLES },
  {
    name: 'Comercial',
    description: 'Cadastra alavancas e acordos comerciais, calcula e valida apurações',
    roles: [
      'ROLE_VISUALIZAR_DASHBOARD',
      'ROLE_VISUALIZAR_CADASTRO_ALAVANCAS',
      'ROLE_EDITAR_CADASTRO_ALAVANCA',
      'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
      'ROLE_EDITAR_ACORDO_COMERCIAL',
      'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
      'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
      'ROLE_EDITAR_CALCULO_ACORDO',
      'ROLE_VISUALIZAR_EDICAO_APURACAO',
      'ROLE_EDITAR_APURACAO_ACORDO',
      'ROLE_ENVIAR_APROVACAO_APURACAO',
      'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
      'ROLE_EDITAR_VALORIZACAO_PASTA',
      'ROLE_VISUALIZAR_PASTA_CICLO',
      'ROLE_ABRIR_PASTA_CICLO',
      'ROLE_EDITAR_PASTA_CICLO',
      'ROLE_VISUALIZAR_APURACAO_PASTA',
      'ROLE_EDITAR_APURACAO_PASTA',
      'ROLE_ENVIAR_APROVACAO_APURACAO_PASTA',
      'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR',
      'ROLE_VISUALIZAR_MIGRACAO_CLIENTE',
      'ROLE_EDITAR_MIGRACAO_CLIENTE',
      'ROLE_VISUALIZAR_CONTRATO_PERCENTUAL',
      'ROLE_EDITAR_CONTRATO_PERCENTUAL',
    ],
  },
  {
    name: 'Aprovador',
    description: 'Aprova, reprova, prorroga e encerra acordos comerciais; aprova apurações',
    roles: [
      'ROLE_VISUALIZAR_DASHBOARD',
      'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
      'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
      'ROLE_APROVAR_ACORDO_COMERCIAL',
      'ROLE_PRORROGAR_ACORDO_COMERCIAL',
      'ROLE_CANCELAR_ACORDO_COMERCIAL',
      'ROLE_RELATORIO_CONSOLIDADO_ACORDOS',
      'ROLE_VISUALIZAR_EDICAO_APURACAO',
      'ROLE_APROVAR_APURACOES',
      'ROLE_VISUALIZAR_PASTA_CICLO',
      'ROLE_APROVAR_PASTA_CICLO',
      'ROLE_VISUALIZAR_APURACAO_PASTA',
      'ROLE_APROVAR_APURACAO_PASTA',
      'ROLE_VISUALIZAR_MIGRACAO_CLIENTE',
      'ROLE_APROVAR_MIGRACAO_CLIENTE',
      'ROLE_VISUALIZAR_APURACOES_AVULSO',
      'ROLE_VISUALIZAR_CONTRATO_PERCENTUAL',
      'ROLE_APROVAR_CONTRATO_PERCENTUAL',
    ],
  },
  {
    name: 'Financeiro',
    description: 'Acompanha apurações avulsas e relatórios financeiros; valoriza as pastas de ciclo',
    roles: [
      'ROLE_VISUALIZAR_DASHBOARD',
      'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
      'ROLE_RELATORIO_CONSOLIDADO_ACORDOS',
      'ROLE_VISUALIZAR_APURACOES_AVULSO',
      'ROLE_EDITAR_APURACAO_AVULSO',
      'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
      'ROLE_EDITAR_VALORIZACAO_PASTA',
    ],
  },
];

export const DEMO_USERS = [
  {
    login: 'admin',
    password: 'Admin@123',
    name: 'Administrador do Sistema',
    email: 'admin@example.com',
    profile: 'Administrador',
  },
  {
    login: 'comercial',
    password: 'Comercial@123',
    name: 'Carla Comercial',
    email: 'comercial@example.com',
    profile: 'Comercial',
  },
  {
    login: 'aprovador',
    password: 'Aprovador@123',
    name: 'André Aprovador',
    email: 'aprovador@example.com',
    profile: 'Aprovador',
  },
  {
    login: 'financeiro',
    password: 'Financeiro@123',
    name: 'Fernanda Financeiro',
    email: 'financeiro@example.com',
    profile: 'Financeiro',
  },
] as const;

/** Demo calendar: event types and events a few days after the seed, so the panel shows upcoming ones. */
export const DEMO_EVENT_TYPES = ['Fechamento', 'Reunião', 'Campanha', 'Feriado'] as const;

export const DEMO_EVENTS: {
  daysFromToday: number;
  description: string;
  color: string;
  eventType: (typeof DEMO_EVENT_TYPES)[number];
}[] = [
  {
    daysFromToday: 3,
    description: 'Fechamento mensal das apurações',
    color: '#1677FF',
    eventType: 'Fechamento',
  },
  {
    daysFromToday: 7,
    description: 'Reunião de planejamento da pasta de ciclo',
    color: '#52C41A',
    eventType: 'Reunião',
  },
  {
    daysFromToday: 14,
    description: 'Lançamento da campanha de verão',
    color: '#FA8C16',
    eventType: 'Campanha',
  },
  {
    daysFromToday: 21,
    description: 'Prazo de envio das evidências',
    color: '#F5222D',
    eventType: 'Fechamento',
  },
];

/**
 * Demo approval flows: agreements by the approver first (sales), then the administrator
 * (channel); ascertainments the same way; a claim on an ascertainment and a lever change of an
 * approved agreement by the approver alone; a payment's validation and liberation by the
 * administrator; a cycle folder by the approver, then the administrator; a cycle folder's
 * counting, a migration, a detached ascertainment and a percentage contract by the approver alone.
 */
export const DEMO_APPROVAL_FLOWS = [
  {
    actionType: 'ACORDO_COMERCIAL',
    name: 'Aprovação de acordos comerciais',
    steps: [
      { responsible: 'aprovador', notified: ['comercial'] },
      { responsible: 'admin', notified: ['comercial'] },
    ],
  },
  {
    actionType: 'APURACAO',
    name: 'Aprovação de apurações',
    steps: [
      { responsible: 'aprovador', notified: ['comercial'] },
      { responsible: 'admin', notified: ['comercial'] },
    ],
  },
  {
    actionType: 'RECLAMACAO',
    name: 'Análise de reclamações de apurações',
    steps: [{ responsible: 'aprovador', notified: ['comercial'] }],
  },
  {
    actionType: 'ALTERACAO_ALAVANCA',
    name: 'Aprovação de alteração de alavancas',
    steps: [{ responsible: 'aprovador', notified: ['comercial'] }],
  },
  // Payments: the validation of funds and the budget liberation, each by one accountable approver.
  {
    actionType: 'VALIDACAO_PAGAMENTO',
    name: 'Validação de verbas de pagamentos',
    steps: [{ responsible: 'admin', notified: ['financeiro'] }],
  },
  {
    actionType: 'LIBERACAO_VERBA',
    name: 'Liberação de verbas de pagamentos',
    steps: [{ responsible: 'admin', notified: ['financeiro'] }],
  },
  {
    actionType: 'ADICAO_VERBA',
    name: 'Aprovação de adições de verba',
    steps: [{ responsible: 'admin', notified: [] }],
  },
  {
    actionType: 'PASTA_CICLO',
    name: 'Aprovação de pastas de ciclo',
    steps: [
      { responsible: 'aprovador', notified: ['comercial'] },
      { responsible: 'admin', notified: ['comercial'] },
    ],
  },
  {
    actionType: 'APURACAO_PASTA',
    name: 'Aprovação de apurações de pastas de ciclo',
    steps: [{ responsible: 'aprovador', notified: ['comercial'] }],
  },
  {
    actionType: 'MIGRACAO',
    name: 'Aprovação de migração de clientes (promo OFF → ON)',
    steps: [{ responsible: 'aprovador', notified: ['comercial'] }],
  },
  {
    actionType: 'APURACAO_AVULSA',
    name: 'Aprovação de apurações avulsas',
    // Chosen by the payment origin the cashflow sends, so an item without it finds no flow.
    paymentOrigin: 'APURACAO_AVULSA',
    steps: [{ responsible: 'aprovador', notified: ['financeiro'] }],
  },
  {
    actionType: 'CONTRATO_PERCENTUAL',
    name: 'Aprovação de contratos percentuais',
    steps: [{ responsible: 'aprovador', notified: ['comercial'] }],
  },
] as const;
