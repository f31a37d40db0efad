export { BlobImage, type BlobImageProps } from './BlobImage';
export { AuthImage, type AuthImageProps, useImageUrl } from './AuthImage';
export { ImagePicker, JPEG_PNG, type ImagePickerProps } from './ImagePicker';
export {
  FILE_UPLOAD,
  uploadImage,
  type UploadedImage,
  type UploadProgress,
  type UploadTarget,
} from './uploadImage';
