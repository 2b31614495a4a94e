import type { ImageType } from './image-file';

/** Quarter turns to the right, normalised to 0–3 (Rotate Left is −1, i.e. 3). */
export const normaliseTurns = (quarterTurns: number): number => ((quarterTurns % 4) + 4) % 4;

/**
 * Spec 4.6: the rotation chosen in the upload dialog is applied to the image before upload. The browser
 * decodes it upright (its EXIF orientation applied), a canvas turns it, and it is encoded again in its own
 * type; the copy carries no metadata. An unturned picture is sent as it is (the API applies its EXIF
 * orientation and strips its metadata).
 */
export async function rotateImageFile(
  file: File,
  quarterTurns: number,
  type: ImageType,
): Promise<File> {
  const turns = normaliseTurns(quarterTurns);
  if (turns === 0) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const sideways = turns % 2 === 1;
    const canvas = document.createElement('canvas');
    canvas.width = sideways ? bitmap.height : bitmap.width;
    canvas.height = sideways ? bitmap.width : bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot turn pictures.');
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((turns * Math.PI) / 2);
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, type, 0.92);
    });
    if (!blob) throw new Error('The turned picture could not be encoded.');
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
