import type { ReactElement } from 'react';
import { buildAdmin } from '../../admin/testing/build-admin-data';
import { FETCH_LOGIN_PATH } from '../../auth/api/get-current-user';
import { json } from '../../auth/testing/fake-api';
import { renderRoute } from '../../auth/testing/render-route';

/** `GET /users/fetchLogin` answering with a Curo administrator. */
export const signedInAdmin = { [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()) };
/** … and with a doctor, who must not see the admin screens. */
export const signedInDoctor = {
  [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin({ role: 'doctor' })),
};

/** Renders one admin screen at `path` (its route pattern is `pattern`). */
export const renderAdminScreen = (pattern: string, element: ReactElement, path = pattern) =>
  renderRoute([{ path: pattern, element }], path);
