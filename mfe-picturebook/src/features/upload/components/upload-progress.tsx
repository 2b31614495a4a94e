import styled from 'styled-components';
import { UPLOAD_TEXTS } from '../../../texts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Bar = styled.progress`
  width: 100%;
  height: 16px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** A real progress bar of the upload: the bytes the browser has sent of the total. */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <Box>
      <Bar
        max={total > 0 ? total : 1}
        value={Math.min(sent, total)}
        aria-label={UPLOAD_TEXTS.progressLabel}
        aria-valuetext={UPLOAD_TEXTS.progress(percent)}
      />
      <span>
        {UPLOAD_TEXTS.uploading} {UPLOAD_TEXTS.progress(percent)}
      </span>
    </Box>
  );
}
