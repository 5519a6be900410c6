/** Uploaded files: the image upload area, upload calls, file addresses and the upload checks. */
export { ImageUploadArea } from './components/ImageUploadArea';
export type { ImageUploadAreaProps } from './components/ImageUploadArea';
export { uploadImage, fileUrl, thumbnailUrl, fileViewSchema } from './api/filesApi';
export type { FileView } from './api/filesApi';
export { checkBeforeUpload, uploadProblemOf, uploadProblemText, acceptOf } from './uploadChecks';
