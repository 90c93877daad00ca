import { getChoseong } from 'es-hangul';
import { companyPublicUrl, isBranding, type CompanyImageSlot, type EndpointBody, type ExternalLinks } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companyRating } from '../reviews/reviews.service.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { recordFeatureUse } from '../info/info.service.js';
import { companyImageRefs, companyUpload, variantUrl } from '../uploads/uploads.service.js';
import { findCompanyInfo, findIndustry, listIndustries, updateCompany, type CompanyInfoRow } from './company-info.repo.js';

type CompanyInfoInput = EndpointBody<'companyInfo.update'>;

/** Spec §3 `profile`: the company page counts as filled in once it has an introduction, a founding year and an address. */
function profileComplete(row: Pick<CompanyInfoRow, 'introduction' | 'foundedYear' | 'address'>): boolean {
  return row.introduction !== null && row.foundedYear !== null && row.address !== null;
}

async function industryGroups(db: Db) {
  const rows = await listIndustries(db);
  const groups = rows.filter((r) => r.parentId === null);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    children: rows.filter((r) => r.parentId === group.id).map((r) => ({ id: r.id, name: r.name })),
  }));
}

async function companyInfoOf(db: Db, companyId: number, links: ExternalLinks) {
  const row = await findCompanyInfo(db, companyId);
  if (!row) throw new AppError('not_found');
  const imageIds = [row.logoUploadId, row.coverUploadId].filter((id): id is number => id !== null);
  const [images, review, industries] = await Promise.all([
    companyImageRefs(db, companyId, imageIds),
    companyRating(db, companyId),
    industryGroups(db),
  ]);
  return {
    company: {
      id: row.id,
      name: row.name,
      logo: row.logoUploadId === null ? null : (images.get(row.logoUploadId) ?? null),
      cover: row.coverUploadId === null ? null : (images.get(row.coverUploadId) ?? null),
      industry: { level1: row.parentIndustry, level2: row.industry },
      size: row.size,
      founded_year: row.foundedYear,
      representative: row.representative,
      address: row.address,
      homepage: row.homepage,
      introduction: row.introduction,
      benefit_tags: row.benefitTags,
      public_url: companyPublicUrl(links, row.id),
      review,
      updated_at: row.profileUpdatedAt?.toISOString() ?? null,
    },
    industries,
    can_set_cover: isBranding(row.plan),
  };
}

export function getCompanyInfo(db: Db, access: Access, links: ExternalLinks) {
  return companyInfoOf(db, access.row.company.id, links);
}

export async function updateCompanyInfo(db: Db, access: Access, body: CompanyInfoInput, links: ExternalLinks) {
  const companyId = access.row.company.id;
  const industry = await findIndustry(db, body.industry_id);
  if (!industry || industry.parentId === null) throw new AppError('company_info.industry_unknown', { field: 'body.industry_id' });
  await db.transaction(async (tx) => {
    await updateCompany(tx, companyId, {
      name: body.name,
      // As the seed does: 주식회사 and (주) would get in the way of an initial-consonant search.
      nameChoseong: getChoseong(body.name.replace(/\(주\)|주식회사\s*/g, '')),
      industryId: body.industry_id,
      size: body.size,
      foundedYear: body.founded_year,
      representative: body.representative,
      address: body.address,
      homepage: body.homepage,
      introduction: body.introduction,
      benefitTags: body.benefit_tags,
      profileUpdatedAt: new Date(),
    });
    await recordFeatureUse(
      tx,
      companyId,
      'profile',
      profileComplete({ introduction: body.introduction, foundedYear: body.founded_year, address: body.address }),
    );
  });
  return companyInfoOf(db, companyId, links);
}

/**
 * Sets or removes the logo or the cover: the upload must be the company's, made for that slot. The cover
 * is a paid-grade item (spec §3 cover_photo): without a branding plan it cannot be changed. The logo's
 * small variant also becomes the company's `logo_url`, which the console header shows.
 */
export async function setCompanyImage(db: Db, access: Access, slot: CompanyImageSlot, uploadId: number | null, links: ExternalLinks) {
  const companyId = access.row.company.id;
  if (slot === 'cover' && !isBranding(access.row.plan.privilegeMasterCode)) throw new AppError('plan.branding_required');
  const upload = uploadId === null ? null : await companyUpload(db, companyId, uploadId);
  if (upload && upload.purpose !== slot) throw new AppError('upload.purpose_mismatch', { field: 'body.upload_id' });
  const at = new Date();
  await db.transaction(async (tx) => {
    if (slot === 'logo') {
      await updateCompany(tx, companyId, {
        logoUploadId: upload?.id ?? null,
        logoUrl: upload ? variantUrl(upload, 'small') : null,
        profileUpdatedAt: at,
      });
    } else {
      await updateCompany(tx, companyId, { coverUploadId: upload?.id ?? null, profileUpdatedAt: at });
      await recordFeatureUse(tx, companyId, 'cover_photo', upload !== null);
    }
  });
  return companyInfoOf(db, companyId, links);
}
