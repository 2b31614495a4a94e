import { Alert, Button, Dialog, TextField } from '@care/shared';
import type { UploadDialogProps } from '@care/shared';
import { Form, SubmitButton } from '@care/shared/forms';
import styled from 'styled-components';
import { HintedButton } from '../../../lib/hinted-button';
import { TEXTS, UPLOAD_TEXTS } from '../../../texts';
import { useUploadForm } from '../hooks/use-upload-form';
import { FileChooser } from './file-chooser';
import { RotatedPreview } from './rotated-preview';
import { UploadedList } from './uploaded-list';
import { UploadProgress } from './upload-progress';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * The dialog's buttons stay in view while its body scrolls (a kiosk screen is 600 px high). They reach down
 * over the body's bottom padding, so nothing scrolls past in a strip below them.
 */
const Actions = styled(Row)`
  position: sticky;
  bottom: ${({ theme }) => `-${theme.space(1)}`};
  margin-bottom: ${({ theme }) => `-${theme.space(1)}`};
  justify-content: flex-end;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(1.5)} 0`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.disabledBg};
`;

/**
 * Whatever the dialog scrolls into view (an uploaded picture, a field reached with Tab) stops above the
 * sticky buttons, not behind them: the buttons' row (padding, a target, the tap hint below Upload).
 */
const AboveActions = styled.div`
  display: contents;

  & * {
    scroll-margin-bottom: ${({ theme }) =>
      `calc(${theme.space(3)} + ${theme.targetSize}px + ${theme.space(4)})`};
  }
`;

const CloseButton = ({ onClose }: { onClose: () => void }) => (
  <Button variant="secondary" onClick={onClose}>
    {UPLOAD_TEXTS.close}
  </Button>
);

/**
 * Spec 2.12 'Upload Picture', a parcel other screens open (`mfe_picturebook/UploadDialog`): choose a JPEG
 * or PNG, turn it, caption it, upload it with a progress bar; the pictures already uploaded below. Its
 * content mounts at each opening, so opening resets it.
 */
export function UploadDialog({ open, userId, canUpload, onClose, onUploaded }: UploadDialogProps) {
  if (!canUpload) {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={TEXTS.titles.uploadDialog}
        description={UPLOAD_TEXTS.notAuthorized}
        actions={<CloseButton onClose={onClose} />}
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={TEXTS.titles.uploadDialog}
      maxWidth="sm"
    >
      <UploadForm userId={userId} onClose={onClose} onUploaded={onUploaded} />
    </Dialog>
  );
}

function UploadForm({
  userId,
  onClose,
  onUploaded,
}: Pick<UploadDialogProps, 'userId' | 'onClose' | 'onUploaded'>) {
  const state = useUploadForm({ userId, onUploaded });
  const busy = state.progress !== null || state.form.formState.isSubmitting;
  return (
    <Form form={state.form} aria-label={TEXTS.titles.uploadDialog} onSubmit={state.submit}>
      <AboveActions>
        {state.message && <Alert severity={state.message.severity}>{state.message.text}</Alert>}
        <FileChooser
          chosenName={state.chosen?.file.name ?? null}
          disabled={busy}
          onChoose={(file) => void state.choose(file)}
        />
        {state.chosen && (
          <>
            <RotatedPreview
              url={state.chosen.previewUrl}
              name={state.chosen.file.name}
              turns={state.turns}
              onError={state.previewFailed}
            />
            <Row>
              <Button variant="secondary" disabled={busy} onClick={() => state.rotate(-1)}>
                {UPLOAD_TEXTS.rotateLeft}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => state.rotate(1)}>
                {UPLOAD_TEXTS.rotateRight}
              </Button>
            </Row>
          </>
        )}
        <TextField
          label={UPLOAD_TEXTS.caption}
          hint={UPLOAD_TEXTS.captionHint}
          maxLength={1000}
          disabled={busy}
          {...state.form.field('caption')}
        />
        {state.progress && (
          <UploadProgress sent={state.progress.sent} total={state.progress.total} />
        )}
        <UploadedList userId={state.user.ok ? state.user.id : null} />
      </AboveActions>
      <Actions>
        <CloseButton onClose={onClose} />
        <HintedButton hint={UPLOAD_TEXTS.selectFirst} active={state.chosen === null}>
          <SubmitButton busyLabel={UPLOAD_TEXTS.uploading} disabled={state.chosen === null}>
            {UPLOAD_TEXTS.upload}
          </SubmitButton>
        </HintedButton>
      </Actions>
    </Form>
  );
}
