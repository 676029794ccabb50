/**
 * /m/agentRegister (spec §2 Agent registration, §6; issue 16 point 2). An agent (type not 0, 4,
 * 40) reaching it — the footer's Agent entry sends agents here — goes on to the agent centre
 * /m/member/agent (replacing this entry). A real member who is not an agent sees the application
 * form, then its status: pending (submitted at), rejected (the operator's reason, and when they
 * may apply again: the form shows again then), approved (an agent now: the way to the agent
 * centre; the stored session's type follows at once, see queries.ts). A trial account is refused
 * with 'free_reject' and a way to register; a visitor goes to login and comes back.
 */
import type { AgentApplicationValue, AgentApplyBody } from '@app/contract';
import {
  AGENT_CHANNEL_DETAIL_MAX,
  AGENT_CHANNELS,
  AGENT_CONTACT_KINDS,
  AGENT_CONTACT_MAX,
  AGENT_EXPECTED_PLAYERS_MAX,
  AGENT_NOTE_MAX,
  AGENT_REAL_NAME_MAX,
  type AgentChannel,
  type AgentContactKind,
  isAgent,
  isAgentContact,
  isRealMember,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import Result from 'antd-mobile/es/components/result';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FREE_REJECT_TOAST_MS, toastApiError } from '../../app/api-error-toast';
import { AGENT_CENTRE_PATH, LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { toast } from '../../ui/toast';
import { useDateTimeFormat } from '../wallet/money';
import { useAgentApplication, useApplyAgent } from './queries';
import './agents.css';

/** The agent centre (issue 16, built beside this screen). */

export function AgentRegisterScreen() {
  const session = useSession();
  const { pathname, search, key } = useLocation();
  // Only an agent on arrival goes on at once; one approved while here sees the approval first,
  // and goes on at their next arrival (the footer's Agent entry pushes this route again).
  const arrival = useRef<{ key: string; agent: boolean } | null>(null);
  if (arrival.current?.key !== key) {
    arrival.current = { key, agent: session !== null && isAgent(session.type) };
  }
  const agentOnArrival = arrival.current.agent;
  if (!session) {
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  }
  if (agentOnArrival) return <Navigate to={AGENT_CENTRE_PATH} replace />;
  if (!isRealMember(session.type)) return <FreeReject />;
  return <Application />;
}

/** Spec §6: 'free_reject' as an offline toast, and on the page with a way to a real account. */
function FreeReject() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.offline(t('free_reject'), FREE_REJECT_TOAST_MS);
  }, [t]);
  return (
    <ErrorBlock className="agents-refusal" status="default" title={t('free_reject')} description="">
      <Button color="primary" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
        {t('register_now')}
      </Button>
    </ErrorBlock>
  );
}

function Application() {
  const query = useAgentApplication(true);
  if (query.isError) return <LoadFailed className="agents-refusal" onRetry={query.refetch} />;
  if (query.isPending) return <LoadingSkeleton className="agents-page" lines={8} />;
  return (
    <div className="agents-page">
      <Status value={query.data} />
      {query.data.canApply && <ApplicationForm again={query.data.application !== null} />}
    </div>
  );
}

function Status({ value }: { value: AgentApplicationValue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const date = useDateTimeFormat('date');
  const application = value.application;
  if (value.isAgent || application?.status === 'approved') {
    return (
      <section className="agents-card agents-status agents-status--approved" aria-live="polite">
        <Result
          status="success"
          title={t('agent_apply_approved_title')}
          description={t('agent_apply_approved_desc')}
        />
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => navigate(AGENT_CENTRE_PATH, { replace: true })}
        >
          {t('agent_apply_go_centre')}
        </Button>
      </section>
    );
  }
  if (application?.status === 'pending') {
    return (
      <section className="agents-card agents-status" aria-live="polite">
        <Result
          status="waiting"
          title={t('agent_apply_pending_title')}
          description={t('agent_apply_pending_desc', { date: date(application.submittedAt) })}
        />
      </section>
    );
  }
  if (application?.status === 'rejected') {
    return (
      <section className="agents-card agents-status" aria-live="polite">
        <Result
          status="warning"
          title={t('agent_apply_rejected_title')}
          description={
            <>
              <span className="agents-status__reason" dir="auto">
                {t('agent_apply_reason', { reason: application.rejectReason ?? '' })}
              </span>
              {!value.canApply && application.reapplyAfter && (
                <span className="agents-status__line">
                  {t('agent_apply_again_after', { date: date(application.reapplyAfter) })}
                </span>
              )}
            </>
          }
        />
      </section>
    );
  }
  return <p className="agents-intro">{t('agent_apply_intro')}</p>;
}

interface Draft {
  realName: string;
  contactKind: AgentContactKind;
  contact: string;
  channel: AgentChannel | null;
  channelDetail: string;
  expectedPlayers: string;
  note: string;
  consent: boolean;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = {
  realName: '',
  contactKind: 'mobile',
  contact: '',
  channel: null,
  channelDetail: '',
  expectedPlayers: '',
  note: '',
  consent: false,
};

/** The form's own checks (the server checks them again): translation keys by field. */
export function draftErrorsOf(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.realName.trim() === '') errors.realName = 'agent_apply_required';
  if (!isAgentContact(draft.contactKind, draft.contact)) errors.contact = 'agent_apply_contact_invalid';
  if (draft.channel === null) errors.channel = 'agent_apply_required';
  if (draft.channelDetail.trim() === '') errors.channelDetail = 'agent_apply_required';
  const players = Number(draft.expectedPlayers);
  if (!/^[0-9]{1,6}$/.test(draft.expectedPlayers) || players < 1 || players > AGENT_EXPECTED_PLAYERS_MAX) {
    errors.expectedPlayers = 'agent_apply_players_invalid';
  }
  if (!draft.consent) errors.consent = 'agent_apply_consent_required';
  return errors;
}

function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="agents-form__error" role="alert">
      {t(messageKey)}
    </p>
  );
}

function ApplicationForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
  const apply = useApplyAgent();

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const describedBy = (field: keyof Draft) => (errors[field] ? `agent-${field}-error` : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftErrorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || draft.channel === null) return;
    const body: AgentApplyBody = {
      realName: draft.realName.trim(),
      contactKind: draft.contactKind,
      contact: draft.contact.trim(),
      channel: draft.channel,
      channelDetail: draft.channelDetail.trim(),
      expectedPlayers: Number(draft.expectedPlayers),
      consent: true,
      ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    };
    apply.mutate(body, {
      onSuccess: () => toast.success(t('agent_apply_sent')),
      onError: toastApiError,
    });
  }

  return (
    <form
      className="agents-card agents-form"
      onSubmit={submit}
      noValidate
      aria-label={again ? t('agent_apply_again') : t('title_agent_register')}
    >
      {again && <h2 className="agents-card__title">{t('agent_apply_again')}</h2>}
      <div className="agents-form__field">
        <label htmlFor="agent-realName" className="agents-form__label">
          {t('agent_apply_real_name')}
        </label>
        <Input
          id="agent-realName"
          className="agents-form__input"
          value={draft.realName}
          onChange={(value) => change('realName', value)}
          maxLength={AGENT_REAL_NAME_MAX}
          autoComplete="name"
          aria-describedby={describedBy('realName')}
        />
        <FieldError id="agent-realName-error" messageKey={errors.realName} />
      </div>

      <fieldset className="agents-form__field agents-form__fieldset">
        <legend className="agents-form__label agents-form__legend">{t('agent_apply_contact_kind')}</legend>
        <Selector
          className="agents-form__selector"
          columns={3}
          options={AGENT_CONTACT_KINDS.map((kind) => ({
            label: t(`agent_apply_contact_${kind}`),
            value: kind,
          }))}
          value={[draft.contactKind]}
          onChange={([kind]) => {
            if (kind) change('contactKind', kind);
          }}
        />
        <label htmlFor="agent-contact" className="agents-form__label agents-form__label--small">
          {t('agent_apply_contact')}
        </label>
        <Input
          id="agent-contact"
          className="agents-form__input"
          value={draft.contact}
          onChange={(value) => change('contact', value)}
          maxLength={AGENT_CONTACT_MAX}
          type={draft.contactKind === 'email' ? 'email' : draft.contactKind === 'mobile' ? 'tel' : 'text'}
          autoComplete="off"
          aria-describedby={describedBy('contact')}
        />
        <FieldError id="agent-contact-error" messageKey={errors.contact} />
      </fieldset>

      <fieldset className="agents-form__field agents-form__fieldset">
        <legend className="agents-form__label agents-form__legend">{t('agent_apply_channel')}</legend>
        <Selector
          className="agents-form__selector"
          columns={2}
          options={AGENT_CHANNELS.map((channel) => ({
            label: t(`agent_apply_channel_${channel}`),
            value: channel,
          }))}
          value={draft.channel ? [draft.channel] : []}
          onChange={([channel]) => change('channel', channel ?? null)}
        />
        <FieldError id="agent-channel-error" messageKey={errors.channel} />
        <label htmlFor="agent-channelDetail" className="agents-form__label agents-form__label--small">
          {t('agent_apply_channel_detail')}
        </label>
        <TextArea
          id="agent-channelDetail"
          className="agents-form__textarea"
          value={draft.channelDetail}
          onChange={(value) => change('channelDetail', value)}
          rows={2}
          maxLength={AGENT_CHANNEL_DETAIL_MAX}
          aria-describedby={describedBy('channelDetail')}
        />
        <FieldError id="agent-channelDetail-error" messageKey={errors.channelDetail} />
      </fieldset>

      <div className="agents-form__field">
        <label htmlFor="agent-expectedPlayers" className="agents-form__label">
          {t('agent_apply_expected_players')}
        </label>
        <Input
          id="agent-expectedPlayers"
          className="agents-form__input"
          value={draft.expectedPlayers}
          onChange={(value) => change('expectedPlayers', value.replace(/[^0-9]/g, ''))}
          inputMode="numeric"
          maxLength={6}
          aria-describedby={describedBy('expectedPlayers')}
        />
        <FieldError id="agent-expectedPlayers-error" messageKey={errors.expectedPlayers} />
      </div>

      <div className="agents-form__field">
        <label htmlFor="agent-note" className="agents-form__label">
          {t('agent_apply_note')}
        </label>
        <TextArea
          id="agent-note"
          className="agents-form__textarea"
          value={draft.note}
          onChange={(value) => change('note', value)}
          rows={3}
          maxLength={AGENT_NOTE_MAX}
        />
      </div>

      <div className="agents-form__field">
        <Checkbox
          className="agents-form__consent"
          checked={draft.consent}
          onChange={(checked) => change('consent', checked)}
          aria-describedby={describedBy('consent')}
        >
          {t('agent_apply_consent')}
        </Checkbox>
        <FieldError id="agent-consent-error" messageKey={errors.consent} />
      </div>

      <Button block type="submit" color="primary" shape="rounded" size="large" loading={apply.isPending}>
        {t('agent_apply_submit')}
      </Button>
    </form>
  );
}
