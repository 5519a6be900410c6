import { licenceFileSchema, type LicenceFile } from '@newsroom/domain';

/** The licence file in an uploaded file, or null when it is not JSON of that shape. */
export async function readLicenceFile(file: Blob): Promise<LicenceFile | null> {
  try {
    const parsed = licenceFileSchema.safeParse(JSON.parse(await file.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
