import { useState } from 'react';
import { Alert, Flex, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadKind, UploadProblem } from '@newsroom/domain';
import { maxMegabytes, UPLOAD_KINDS } from '@newsroom/domain';
import { acceptOf, checkBeforeUpload, uploadProblemOf, uploadProblemText } from '../uploadChecks';

/** Props of {@link ImageUploadArea}. */
export interface ImageUploadAreaProps {
  /** Which rules apply (image: JPEG/PNG; logo: PNG/JPEG/GIF). */
  kind: UploadKind;
  /** Called with a file that passed the browser's checks. */
  onFile: (file: File) => void;
  isUploading?: boolean;
  disabled?: boolean;
  /** The last failed upload, to show the server's verdict (invalid type or size). */
  error?: unknown;
  /** Test id of the area (its `input[type=file]` takes the file). */
  testId?: string;
}

/**
 * The image upload area (spec 1 §2): click or drop one file. The browser refuses at once what
 * the server would refuse by name, type or size; the server still checks the content.
 */
export function ImageUploadArea({
  kind,
  onFile,
  isUploading = false,
  disabled = false,
  error,
  testId,
}: ImageUploadAreaProps) {
  const { t } = useTranslation();
  const [localProblem, setLocalProblem] = useState<UploadProblem | null>(null);
  const problem = localProblem ?? uploadProblemOf(error);
  const types = UPLOAD_KINDS[kind].extensions.map((extension) => extension.toUpperCase());

  const handleBeforeUpload = (file: File) => {
    const found = checkBeforeUpload(kind, file);
    setLocalProblem(found);
    if (!found) onFile(file);
    // Never let antd upload by itself: the caller sends the file.
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex vertical gap="small" data-testid={testId}>
      <Upload.Dragger
        accept={acceptOf(kind)}
        multiple={false}
        showUploadList={false}
        beforeUpload={handleBeforeUpload}
        disabled={disabled || isUploading}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Paragraph>
          {isUploading ? t('files:uploading') : t('files:dropHint')}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('files:limits', { types: types.join(', '), count: maxMegabytes(kind) })}
        </Typography.Text>
      </Upload.Dragger>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={uploadProblemText(problem, kind, t)}
          data-testid="upload-problem"
          data-problem={problem}
        />
      )}
    </Flex>
  );
}
