/**
 * /m/feedback (spec §2 Feedback screen, §5, §8; login required, the route sends a visitor to
 * /m/login): the question type from a picker popup, the content with its counter (length/200),
 * up to 3 PNG or JPEG pictures of at most 5 MB with a remark of at most 140 characters, the
 * captcha (tap the picture for another) and the confirm button, disabled while the content is
 * empty. 'Sent successfully' on success; below, the member's past feedback with the replies.
 */
import {
  ErrorCode,
  FEEDBACK_CAPTCHA_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_REMARK_MAX,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_UPLOAD_MAX_IMAGES,
  FEEDBACK_UPLOAD_TYPES,
  FeedbackType,
  feedbackLengthOf,
  feedbackTypeNameOf,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Input from 'antd-mobile/es/components/input';
import Picker from 'antd-mobile/es/components/picker';
import TextArea from 'antd-mobile/es/components/text-area';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { ApiError } from '../../app/api-client';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { CaptchaImage } from '../account/captcha-image';
import { useCaptcha } from '../account/queries';
import {
  draftErrors,
  type FeedbackDraft,
  type FeedbackErrors,
  readPictureFile,
  serverErrors,
  typeLabelKey,
} from './feedback-rules';
import { MyFeedback } from './my-feedback';
import { useSendFeedback } from './queries';
import './feedback.css';

const EMPTY_DRAFT: FeedbackDraft = { type: null, content: '', remark: '', captcha: '' };

/** An error under its field, announced when it appears. */
function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="feedback-form__error" role="alert">
      {t(messageKey)}
    </p>
  );
}

export function FeedbackScreen() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const captcha = useCaptcha(true);
  const send = useSendFeedback();

  const change = (field: keyof FeedbackDraft, value: FeedbackDraft[keyof FeedbackDraft]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const typeName = draft.type === null ? undefined : feedbackTypeNameOf(draft.type);

  async function upload(file: File): Promise<ImageUploadItem> {
    const picture = await readPictureFile(file);
    // beforeUpload let it through; this only fails for a file that changed meanwhile.
    if (!picture) throw new Error('not a picture');
    return { url: picture.url, extra: picture.base64 };
  }

  async function beforeUpload(file: File): Promise<File | null> {
    if (await readPictureFile(file)) {
      setErrors((current) => ({ ...current, pictures: undefined }));
      return file;
    }
    setErrors((current) => ({ ...current, pictures: 'feedback_picture_invalid' }));
    return null;
  }

  async function submit() {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const { captchaId } = captcha.data ?? {};
    try {
      await send.mutateAsync({
        type: draft.type as (typeof FeedbackType)[keyof typeof FeedbackType],
        content: draft.content.trim(),
        captcha: draft.captcha.trim(),
        ...(captchaId ? { captchaId } : {}),
        ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
        ...(pictures.length > 0 ? { pictures: pictures.map((picture) => String(picture.extra)) } : {}),
      });
      toast.success(t('feedback_sent'));
      setDraft(EMPTY_DRAFT);
      setPictures([]);
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else if (error instanceof ApiError && error.errorCode === ErrorCode.RATE_LIMITED) {
        const seconds = Number(
          (error.value as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60,
        );
        toast.fail(t('feedback_rate_limited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
      } else toastApiError(error);
      setDraft((current) => ({ ...current, captcha: '' }));
    } finally {
      // A captcha is single use: every sending takes a fresh one.
      void captcha.refetch();
    }
  }

  const describedBy = (field: keyof FeedbackErrors) =>
    errors[field] ? `feedback-${field}-error` : undefined;

  return (
    <div className="feedback">
      <form
        className="feedback-form"
        aria-labelledby="feedback-form-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="feedback-form-title" className="visually-hidden">
          {t('title_feedback')}
        </h2>

        <div className="feedback-form__field">
          <span id="feedback-type-label" className="feedback-form__label">
            {t('feedback_type')}
          </span>
          <button
            type="button"
            className="feedback-form__picker"
            aria-labelledby="feedback-type-label feedback-type-value"
            aria-haspopup="dialog"
            aria-describedby={describedBy('type')}
            onClick={() => setPickerOpen(true)}
          >
            <span id="feedback-type-value" className={typeName ? '' : 'feedback-form__placeholder'}>
              {typeName ? t(typeLabelKey(typeName)) : t('feedback_type_placeholder')}
            </span>
            <DownOutline aria-hidden="true" />
          </button>
          <FieldError id="feedback-type-error" messageKey={errors.type} />
          <Picker
            visible={pickerOpen}
            title={t('feedback_type')}
            confirmText={t('confirm')}
            cancelText={t('cancel')}
            columns={[
              FEEDBACK_TYPE_NAMES.map((name) => ({
                label: t(typeLabelKey(name)),
                value: String(FeedbackType[name]),
              })),
            ]}
            value={[String(draft.type ?? FeedbackType[FEEDBACK_TYPE_NAMES[0]])]}
            onClose={() => setPickerOpen(false)}
            onConfirm={([value]) => {
              if (value !== undefined && value !== null) change('type', Number(value));
            }}
          />
        </div>

        <div className="feedback-form__field">
          <label htmlFor="feedback-content" className="feedback-form__label">
            {t('feedback_content')}
          </label>
          <TextArea
            id="feedback-content"
            className="feedback-form__textarea"
            placeholder={t('feedback_content_placeholder')}
            value={draft.content}
            onChange={(value) => change('content', value)}
            rows={5}
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount={() => (
              <span className="feedback-form__count" aria-live="polite">
                {feedbackLengthOf(draft.content)}/{FEEDBACK_CONTENT_MAX}
              </span>
            )}
            aria-describedby={describedBy('content')}
          />
          <FieldError id="feedback-content-error" messageKey={errors.content} />
        </div>

        <div className="feedback-form__field">
          <span id="feedback-pictures-label" className="feedback-form__label">
            {t('feedback_pictures')}
          </span>
          <p className="feedback-form__hint">{t('feedback_pictures_hint')}</p>
          <ImageUploader
            className="feedback-form__uploader"
            aria-labelledby="feedback-pictures-label"
            accept={FEEDBACK_UPLOAD_TYPES.join(',')}
            multiple
            maxCount={FEEDBACK_UPLOAD_MAX_IMAGES}
            onCountExceed={() => setErrors((current) => ({ ...current, pictures: 'feedback_picture_limit' }))}
            value={pictures}
            onChange={setPictures}
            beforeUpload={beforeUpload}
            upload={upload}
          />
          <FieldError id="feedback-pictures-error" messageKey={errors.pictures} />
          <label htmlFor="feedback-remark" className="feedback-form__label feedback-form__label--small">
            {t('feedback_remark')}
          </label>
          <Input
            id="feedback-remark"
            className="feedback-form__input"
            placeholder={t('feedback_remark_placeholder')}
            value={draft.remark}
            onChange={(value) => change('remark', value)}
            maxLength={FEEDBACK_REMARK_MAX}
            aria-describedby={describedBy('remark')}
          />
          <FieldError id="feedback-remark-error" messageKey={errors.remark} />
        </div>

        <div className="feedback-form__field">
          <label htmlFor="feedback-captcha" className="feedback-form__label">
            {t('captcha')}
          </label>
          <div className="feedback-form__captcha">
            <Input
              id="feedback-captcha"
              className="feedback-form__input"
              placeholder={t('write_the_code')}
              value={draft.captcha}
              onChange={(value) => change('captcha', value)}
              maxLength={FEEDBACK_CAPTCHA_MAX}
              autoComplete="off"
              autoCapitalize="off"
              aria-describedby={describedBy('captcha')}
            />
            <CaptchaImage captcha={captcha.data} onReload={() => void captcha.refetch()} />
          </div>
          <FieldError id="feedback-captcha-error" messageKey={errors.captcha} />
        </div>

        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={send.isPending}
          disabled={draft.content.trim() === ''}
        >
          {t('confirm')}
        </Button>
      </form>
      <MyFeedback />
    </div>
  );
}
