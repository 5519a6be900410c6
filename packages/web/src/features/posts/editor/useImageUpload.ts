import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyFailure } from '../../../shared/notifications';
import {
  checkBeforeUpload,
  uploadImage,
  uploadProblemOf,
  uploadProblemText,
  type FileView,
} from '../../files';

/**
 * Uploads an image to the newsroom's storage (POST /api/files/single) for the post: a file the
 * browser already knows the server would refuse is not sent; a refusal names the formats or size.
 */
export function useImageUpload(onUploaded: (file: FileView) => void) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = checkBeforeUpload('image', file);
    if (problem) {
      notify({ kind: 'warning', title: uploadProblemText(problem, 'image', t) });
      return;
    }
    setIsUploading(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (error) {
      const refused = uploadProblemOf(error);
      if (refused) notify({ kind: 'warning', title: uploadProblemText(refused, 'image', t) });
      else notifyFailure(error, 'create');
    } finally {
      setIsUploading(false);
    }
  };

  return { upload: (file: File) => void upload(file), isUploading };
}
