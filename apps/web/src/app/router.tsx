import { paths, REDIRECTS, STATES, workplaceStatePath } from '@curo/core/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { withChunkTimeout } from '../lib/lazy-with-timeout';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { companyCodeLoader } from './routes/company-code';

/** A lazily loaded page: its chunk is fetched on first visit, and times out after 120 s. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await withChunkTimeout(load)) }) };
}

const marketing = () => import('../features/marketing/pages/home-page');
const notFound = page(
  () => import('../features/not-found/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

/** Keeps the query string (for example `?company=`) across a redirect. */
const redirectTo =
  (target: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${target}${new URL(request.url).search}`);

const pages: RouteObject[] = [
  { path: paths.home, ...page(marketing, (m) => m.HomePage) },
  {
    path: paths.consultDrNow,
    ...page(
      () => import('../features/marketing/pages/consult-dr-now-page'),
      (m) => m.ConsultDrNowPage,
    ),
  },
  {
    path: paths.book,
    ...page(
      () => import('../features/scheduling/pages/booking-page'),
      (m) => m.BookingPage,
    ),
  },
  {
    path: paths.doctors,
    ...page(
      () => import('../features/scheduling/pages/directory-page'),
      (m) => m.DirectoryPage,
    ),
  },
  {
    path: paths.pricing,
    ...page(
      () => import('../features/marketing/pages/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: paths.verifyDocument,
    ...page(
      () => import('../features/documents/pages/verify-document-page'),
      (m) => m.VerifyDocumentPage,
    ),
  },
  {
    path: paths.medicalCertificate,
    ...page(
      () => import('../features/marketing/pages/medical-certificate-page'),
      (m) => m.MedicalCertificatePage,
    ),
  },
  {
    path: paths.workersComp,
    ...page(
      () => import('../features/marketing/pages/workers-comp-page'),
      (m) => m.WorkersCompPage,
    ),
  },
  {
    path: paths.concussion,
    ...page(
      () => import('../features/marketing/pages/concussion-page'),
      (m) => m.ConcussionPage,
    ),
  },
  {
    path: paths.travelInsurance,
    ...page(
      () => import('../features/marketing/pages/travel-insurance-page'),
      (m) => m.TravelInsurancePage,
    ),
  },
  {
    path: paths.about,
    ...page(
      () => import('../features/marketing/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: paths.business,
    ...page(
      () => import('../features/marketing/pages/business-page'),
      (m) => m.BusinessPage,
    ),
  },
  {
    path: paths.referPatient,
    ...page(
      () => import('../features/marketing/pages/refer-patient-page'),
      (m) => m.ReferPatientPage,
    ),
  },
  {
    path: paths.executiveTeam,
    ...page(
      () => import('../features/marketing/pages/executive-team-page'),
      (m) => m.ExecutiveTeamPage,
    ),
  },
  {
    path: paths.privacyPolicy,
    ...page(
      () => import('../features/marketing/pages/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: paths.patientInfo,
    ...page(
      () => import('../features/marketing/pages/patient-info-page'),
      (m) => m.PatientInfoPage,
    ),
  },
  {
    path: paths.browseHospital,
    ...page(
      () => import('../features/marketing/pages/browse-hospital-page'),
      (m) => m.BrowseHospitalPage,
    ),
  },
  {
    path: paths.expertOpinion,
    ...page(
      () => import('../features/marketing/pages/expert-opinion-page'),
      (m) => m.ExpertOpinionPage,
    ),
  },
  {
    path: paths.press,
    ...page(
      () => import('../features/marketing/pages/press-page'),
      (m) => m.PressPage,
    ),
  },
  {
    path: paths.contact,
    ...page(
      () => import('../features/marketing/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: paths.workplace,
    ...page(
      () => import('../features/marketing/pages/workplace-page'),
      (m) => m.WorkplacePage,
    ),
  },
  ...STATES.map((s) => ({
    path: workplaceStatePath(s.code),
    ...page(
      () => import('../features/marketing/pages/workplace-state-page'),
      (m) => m.WorkplaceStatePage,
    ),
  })),
  {
    path: paths.adhd,
    ...page(
      () => import('../features/marketing/pages/adhd-page'),
      (m) => m.AdhdPage,
    ),
  },
  ...[paths.paediatrics, paths.kids].map((path) => ({
    path,
    ...page(
      () => import('../features/marketing/pages/paediatrics-page'),
      (m) => m.PaediatricsPage,
    ),
  })),
  {
    path: paths.specialty,
    ...page(
      () => import('../features/marketing/pages/specialty-page'),
      (m) => m.SpecialtyPage,
    ),
  },
  {
    path: paths.blog,
    ...page(
      () => import('../features/marketing/pages/blog-pages'),
      (m) => m.BlogListPage,
    ),
  },
  {
    path: paths.blogSearch,
    ...page(
      () => import('../features/marketing/pages/blog-pages'),
      (m) => m.BlogSearchPage,
    ),
  },
  {
    path: paths.blogPost,
    ...page(
      () => import('../features/marketing/pages/blog-pages'),
      (m) => m.BlogPostPage,
    ),
  },
  {
    path: paths.faq,
    ...page(
      () => import('../features/marketing/pages/faq-pages'),
      (m) => m.FaqHomePage,
    ),
  },
  {
    path: paths.faqResults,
    ...page(
      () => import('../features/marketing/pages/faq-pages'),
      (m) => m.FaqResultsPage,
    ),
  },
  {
    path: paths.faqCategory,
    ...page(
      () => import('../features/marketing/pages/faq-pages'),
      (m) => m.FaqCategoryPage,
    ),
  },
  {
    path: paths.faqEntry,
    ...page(
      () => import('../features/marketing/pages/faq-pages'),
      (m) => m.FaqEntryPage,
    ),
  },
  {
    path: paths.login,
    ...page(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.signup,
    ...page(
      () => import('../features/auth/pages/signup-page'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: paths.requestPassword,
    ...page(
      () => import('../features/auth/pages/request-password-page'),
      (m) => m.RequestPasswordPage,
    ),
  },
  {
    path: paths.reactivateAccount,
    ...page(
      () => import('../features/auth/pages/reactivate-account-page'),
      (m) => m.ReactivateAccountPage,
    ),
  },
  {
    path: paths.verifyEmail,
    ...page(
      () => import('../features/auth/pages/verify-email-page'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: paths.signOut,
    ...page(
      () => import('../features/auth/pages/sign-out-page'),
      (m) => m.SignOutPage,
    ),
  },
  {
    path: paths.shortLink,
    ...page(
      () => import('../features/content/pages/short-link-page'),
      (m) => m.ShortLinkPage,
    ),
  },
  {
    path: paths.devOutbox,
    ...page(
      () => import('./routes/dev-outbox-route'),
      (m) => m.DevOutboxRoute,
    ),
  },
  {
    path: paths.guestJoin,
    ...page(
      () => import('../features/appointments-staff/pages/guest-join-page'),
      (m) => m.GuestJoinPage,
    ),
  },
  ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, loader: redirectTo(to) })),
  { path: paths.notFound, ...notFound },
  { path: paths.room, ...notFound },
  { path: '/:code', loader: companyCodeLoader, ...notFound },
  { path: '*', ...notFound },
];

/** The signed-in area; its layout sends a visitor without a session to sign in first. */
const accountPages: RouteObject[] = [
  {
    path: paths.account,
    ...page(
      () => import('../features/auth/pages/account-page'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: paths.accountSecurity,
    ...page(
      () => import('../features/auth/pages/security-page'),
      (m) => m.SecurityPage,
    ),
  },
  {
    path: paths.securePortal,
    ...page(
      () => import('../features/account/pages/secure-portal-page'),
      (m) => m.SecurePortalPage,
    ),
  },
  {
    path: paths.accountProfile,
    ...page(
      () => import('../features/account/pages/patient-profile-page'),
      (m) => m.PatientProfilePage,
    ),
  },
  {
    path: paths.accountBilling,
    ...page(
      () => import('../features/billing/pages/billing-page'),
      (m) => m.BillingPage,
    ),
  },
  {
    path: paths.accountPaymentHistory,
    ...page(
      () => import('../features/billing/pages/payment-history-page'),
      (m) => m.PaymentHistoryPage,
    ),
  },
  {
    path: paths.accountInvoices,
    ...page(
      () => import('../features/billing/pages/invoices-page'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: paths.accountDocuments,
    ...page(
      () => import('../features/documents/pages/documents-page'),
      (m) => m.DocumentsPage,
    ),
  },
  {
    path: paths.accountReferrals,
    ...page(
      () => import('../features/referrals/pages/referrals-page'),
      (m) => m.ReferralsPage,
    ),
  },
  {
    path: paths.accountReminders,
    ...page(
      () => import('../features/account/pages/reminders-page'),
      (m) => m.RemindersPage,
    ),
  },
  {
    path: paths.staffPatients,
    ...page(
      () => import('../features/patients/pages/patients-page'),
      (m) => m.PatientsPage,
    ),
  },
  {
    path: paths.staffPatient,
    ...page(
      () => import('../features/patients/pages/patient-page'),
      (m) => m.PatientPage,
    ),
  },
  {
    path: paths.doctorEmergencyCalls,
    ...page(
      () => import('../features/phone/pages/doctor-emergency-calls-page'),
      (m) => m.DoctorEmergencyCallsPage,
    ),
  },
  {
    path: paths.doctorStatements,
    ...page(
      () => import('../features/statements/pages/doctor-statements-page'),
      (m) => m.DoctorStatementsPage,
    ),
  },
  {
    path: paths.doctorProfile,
    ...page(
      () => import('../features/account/pages/doctor-profile-page'),
      (m) => m.DoctorProfilePage,
    ),
  },
  {
    path: paths.nurseAppointments,
    ...page(
      () => import('../features/appointments-staff/pages/nurse-appointments-page'),
      (m) => m.NurseAppointmentsPage,
    ),
  },
  {
    path: paths.nurseAppointment,
    ...page(
      () => import('../features/appointments-staff/pages/nurse-appointments-page'),
      (m) => m.NurseAppointmentPage,
    ),
  },
  {
    path: paths.companyAppointments,
    ...page(
      () => import('../features/appointments-staff/pages/company-appointments-page'),
      (m) => m.CompanyAppointmentsPage,
    ),
  },
  {
    path: paths.accountAppointments,
    ...page(
      () => import('../features/scheduling/pages/appointments-page'),
      (m) => m.AppointmentsPage,
    ),
  },
  {
    path: paths.accountWaitlist,
    ...page(
      () => import('../features/scheduling/pages/waitlist-page'),
      (m) => m.WaitlistPage,
    ),
  },
  {
    path: paths.appointments,
    ...page(
      () => import('../features/scheduling/pages/appointments-redirect-page'),
      (m) => m.AppointmentsRedirectPage,
    ),
  },
  {
    path: paths.doctorCalendar,
    ...page(
      () => import('../features/scheduling/pages/doctor-calendar-page'),
      (m) => m.DoctorCalendarPage,
    ),
  },
  {
    path: paths.doctorAvailability,
    ...page(
      () => import('../features/scheduling/pages/doctor-availability-page'),
      (m) => m.DoctorAvailabilityPage,
    ),
  },
  {
    path: paths.consultInstant,
    ...page(
      () => import('../features/consults/pages/instant-page'),
      (m) => m.InstantPage,
    ),
  },
  {
    path: paths.consultEmergency,
    ...page(
      () => import('../features/consults/pages/emergency-page'),
      (m) => m.EmergencyPage,
    ),
  },
  {
    path: paths.consultRequest,
    ...page(
      () => import('../features/consults/pages/request-page'),
      (m) => m.RequestPage,
    ),
  },
  {
    path: paths.consultCallback,
    ...page(
      () => import('../features/consults/pages/callback-page'),
      (m) => m.CallbackPage,
    ),
  },
  {
    path: paths.consultOffline,
    ...page(
      () => import('../features/consults/pages/offline-page'),
      (m) => m.OfflinePage,
    ),
  },
  {
    path: paths.consultCertificate,
    ...page(
      () => import('../features/consults/pages/certificate-request-page'),
      (m) => m.CertificateRequestPage,
    ),
  },
  {
    path: paths.doctorRequests,
    ...page(
      () => import('../features/consults/pages/doctor-requests-page'),
      (m) => m.DoctorRequestsPage,
    ),
  },
  {
    path: paths.instantQueue,
    ...page(
      () => import('../features/consults/pages/instant-queue-page'),
      (m) => m.InstantQueuePage,
    ),
  },
  {
    path: paths.consult,
    ...page(
      () => import('../features/consults/pages/consult-page'),
      (m) => m.ConsultPage,
    ),
  },
  {
    path: paths.messages,
    ...page(
      () => import('../features/chat/pages/messages-page'),
      (m) => m.MessagesPage,
    ),
  },
];

/** Curo administrators' pages, in the signed-in area; anyone else meets the not-found page there. */
const adminPages: RouteObject[] = [
  {
    path: paths.admin,
    ...page(
      () => import('../features/admin/pages/admin-page'),
      (m) => m.AdminPage,
    ),
  },
  {
    path: paths.adminPatientProfile,
    ...page(
      () => import('../features/admin/pages/patient-profile-page'),
      (m) => m.PatientProfilePage,
    ),
  },
  {
    path: paths.adminPatientBilling,
    ...page(
      () => import('../features/billing/pages/admin-patient-billing-page'),
      (m) => m.AdminPatientBillingPage,
    ),
  },
  {
    path: paths.adminMedicareItems,
    ...page(
      () => import('../features/medicare/pages/medicare-items-admin-page'),
      (m) => m.MedicareItemsAdminPage,
    ),
  },
  {
    path: paths.adminFaq,
    ...page(
      () => import('../features/admin-content/pages/faq-admin-page'),
      (m) => m.FaqAdminPage,
    ),
  },
  {
    path: paths.adminBlog,
    ...page(
      () => import('../features/admin-content/pages/blog-admin-page'),
      (m) => m.BlogAdminPage,
    ),
  },
  {
    path: paths.adminBlogPost,
    ...page(
      () => import('../features/admin-content/pages/blog-post-editor-page'),
      (m) => m.BlogPostEditorPage,
    ),
  },
  {
    path: paths.adminSpecialties,
    ...page(
      () => import('../features/admin-content/pages/specialties-admin-page'),
      (m) => m.SpecialtiesAdminPage,
    ),
  },
  {
    path: paths.adminCompanies,
    ...page(
      () => import('../features/admin-content/pages/companies-admin-page'),
      (m) => m.CompaniesAdminPage,
    ),
  },
  {
    path: paths.adminSite,
    ...page(
      () => import('../features/admin-content/pages/site-admin-page'),
      (m) => m.SiteAdminPage,
    ),
  },
  {
    path: paths.adminShortLinks,
    ...page(
      () => import('../features/admin-content/pages/short-links-admin-page'),
      (m) => m.ShortLinksAdminPage,
    ),
  },
  {
    path: paths.adminDiscountCodes,
    ...page(
      () => import('../features/admin-content/pages/discount-codes-admin-page'),
      (m) => m.DiscountCodesAdminPage,
    ),
  },
  {
    path: paths.adminFaxes,
    ...page(
      () => import('../features/faxes/pages/faxes-admin-page'),
      (m) => m.FaxesAdminPage,
    ),
  },
  {
    path: paths.adminEmergencyLine,
    ...page(
      () => import('../features/phone/pages/emergency-line-admin-page'),
      (m) => m.EmergencyLineAdminPage,
    ),
  },
  {
    path: paths.adminAppointments,
    ...page(
      () => import('../features/appointments-staff/pages/admin-appointments-page'),
      (m) => m.AdminAppointmentsPage,
    ),
  },
  {
    path: paths.adminAppointment,
    ...page(
      () => import('../features/appointments-staff/pages/admin-appointment-page'),
      (m) => m.AdminAppointmentPage,
    ),
  },
];

export const routes: RouteObject[] = [
  // The consult room fills the screen, without the site's header or the account navigation.
  {
    path: paths.consultRoom,
    hydrateFallbackElement: <FullScreenLoader />,
    errorElement: <RouteError />,
    ...page(
      () => import('../features/consult-room/pages/consult-room-page'),
      (m) => m.ConsultRoomPage,
    ),
  },
  // Listed before the public pages so that their `/:code` and `*` never come first.
  {
    lazy: async () => ({
      Component: (await withChunkTimeout(() => import('./layouts/account-layout'))).AccountLayout,
    }),
    hydrateFallbackElement: <FullScreenLoader />,
    children: [{ errorElement: <RouteError />, children: [...accountPages, ...adminPages] }],
  },
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
