import type { ReactElement } from 'react';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildAdmin } from '../../admin/testing/build-admin-data';

/** `GET /users/fetchLogin` answering with a Curo administrator. */
export const signedInAdmin = { [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()) };
/** … and with a doctor, who must not see the admin screens. */
export const signedInDoctor = {
  [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin({ role: 'doctor' })),
};

/** Renders one admin screen at `path` (its route pattern is `pattern`). */
export const renderAdminScreen = (pattern: string, element: ReactElement, path = pattern) =>
  renderRoute([{ path: pattern, element }], path);
