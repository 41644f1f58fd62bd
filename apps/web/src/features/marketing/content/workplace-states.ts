import { STATES, type TStateCode } from '@curo/core/routes';

/**
 * What a worker or employer in each state or territory needs to know before using Curo for a
 * workplace injury. Each scheme is run differently, so each page carries its own facts rather than
 * a template with the name swapped in.
 *
 * Local service hours are Curo's 8 am – 10 pm Sydney hours restated in local time. Queensland,
 * the Northern Territory and Western Australia have no daylight saving, so their local hours move
 * when New South Wales changes its clocks (first Sunday of October and of April).
 */
export interface TWorkplaceState {
  code: TStateCode;
  name: string;
  abbreviation: string;
  /** The name as it reads mid-sentence: "New South Wales", "the Northern Territory". */
  placeName: string;
  /** Phrase for headings: "in New South Wales", "in the ACT". */
  inPlace: string;
  timeZone: string;
  intro: string;
  scheme: {
    /** Who pays claims. */
    insurer: string;
    /** Who regulates the compensation scheme. */
    regulator: string;
    /** Who regulates workplace health and safety, when that is a different body. */
    safetyRegulator: string;
    legislation: string;
    /** What the certificate the insurer needs from the doctor is called here, cased for use mid-sentence. */
    certificate: string;
    /** Where a worker turns when they disagree with a decision. */
    disputes: string;
    website: { label: string; url: string };
  };
  time: {
    /** Abbreviations only, for lists: "AEST/AEDT", "AWST, no daylight saving". */
    shortZone: string;
    zone: string;
    daylightSaving: string;
    localHours: string;
  };
  regional: readonly string[];
  localFacts: readonly string[];
}

const nameOf = (code: TStateCode) => STATES.find((s) => s.code === code)?.name ?? code.toUpperCase();
const zoneOf = (code: TStateCode) => STATES.find((s) => s.code === code)?.timeZone ?? 'Australia/Sydney';

export const WORKPLACE_STATES: Record<TStateCode, TWorkplaceState> = {
  nsw: {
    code: 'nsw',
    name: nameOf('nsw'),
    abbreviation: 'NSW',
    placeName: 'New South Wales',
    inPlace: 'in New South Wales',
    timeZone: zoneOf('nsw'),
    intro:
      'Most New South Wales employers are insured through icare, and the scheme is regulated by the State Insurance Regulatory Authority (SIRA). Curo GPs can see you by video or phone for your first consult after an injury, for reviews, and for the certificates your insurer asks for.',
    scheme: {
      insurer:
        'icare (Insurance and Care NSW) acts for the Nominal Insurer, which covers most employers. Some large employers self-insure, and some industries, such as coal mining, have specialised insurers.',
      regulator: 'State Insurance Regulatory Authority (SIRA)',
      safetyRegulator: 'SafeWork NSW',
      legislation:
        'Workers Compensation Act 1987 and the Workplace Injury Management and Workers Compensation Act 1998',
      certificate: 'SIRA certificate of capacity',
      disputes:
        'The Independent Review Office (IRO) helps with complaints about an insurer; the Personal Injury Commission decides disputes.',
      website: { label: 'sira.nsw.gov.au', url: 'https://www.sira.nsw.gov.au' },
    },
    time: {
      shortZone: 'AEST/AEDT',
      zone: 'AEST (UTC+10), or AEDT (UTC+11) during daylight saving',
      daylightSaving:
        'Daylight saving runs from the first Sunday of October to the first Sunday of April. Broken Hill and the far west keep South Australian time (ACST/ACDT), and Lord Howe Island has its own half-hour zone.',
      localHours:
        '8 am – 10 pm local time every day. In Broken Hill that is 7:30 am – 9:30 pm. Booked times are always shown in your own zone.',
    },
    regional: [
      'In western and far western NSW the nearest occupational doctor can be hours away. A video review or an updated certificate of capacity does not need that drive.',
      'Where mobile data is patchy, choose a callback consult: a phone call works where video may not, and the doctor can switch to video if the signal allows.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy. They will tell you why and help you find a local service.',
    ],
    localFacts: [
      'In NSW you nominate a treating doctor, who coordinates your recovery and certificates. You can nominate a Curo GP, or keep your regular GP and use Curo when they are not available.',
      'If you live on the Queensland or Victorian border, the state your employment is connected to decides which scheme applies, not where you live.',
    ],
  },
  vic: {
    code: 'vic',
    name: nameOf('vic'),
    abbreviation: 'VIC',
    placeName: 'Victoria',
    inPlace: 'in Victoria',
    timeZone: zoneOf('vic'),
    intro:
      'In Victoria, WorkSafe Victoria is both the workplace safety regulator and the workers’ compensation insurer. Claims are managed day to day by WorkSafe’s appointed agents. Curo GPs can see you by video or phone and provide the certificate of capacity your agent needs.',
    scheme: {
      insurer: 'WorkSafe Victoria, with claims managed by WorkSafe agents (insurers appointed by WorkSafe).',
      regulator: 'WorkSafe Victoria',
      safetyRegulator: 'WorkSafe Victoria (the same body regulates safety and compensation)',
      legislation: 'Workplace Injury Rehabilitation and Compensation Act 2013',
      certificate: 'WorkSafe certificate of capacity',
      disputes:
        'The Workplace Injury Commission offers free conciliation when you disagree with a decision by your agent.',
      website: { label: 'worksafe.vic.gov.au', url: 'https://www.worksafe.vic.gov.au' },
    },
    time: {
      shortZone: 'AEST/AEDT',
      zone: 'AEST (UTC+10), or AEDT (UTC+11) during daylight saving',
      daylightSaving: 'Daylight saving runs from the first Sunday of October to the first Sunday of April.',
      localHours: '8 am – 10 pm local time every day, all year.',
    },
    regional: [
      'From Gippsland to the Mallee and the Wimmera, a video review can replace a long drive to a regional centre for a certificate of capacity or a check on how you are recovering.',
      'On the Murray, towns such as Albury and Wodonga face each other across the river but sit in different schemes. What matters is the state your employment is connected to, usually where you normally work.',
      'Your Curo doctor may still refer you for imaging, physiotherapy or an in-person examination near you.',
    ],
    localFacts: [
      'Because WorkSafe is the insurer, you lodge your claim with your employer, who passes it to their WorkSafe agent. Ask your employer for the agent’s name and your claim number.',
      'The first certificate of capacity must be completed by a doctor. A Curo GP can complete it after a telehealth consult when your injury can be assessed that way, and can provide later certificates too.',
    ],
  },
  qld: {
    code: 'qld',
    name: nameOf('qld'),
    abbreviation: 'QLD',
    placeName: 'Queensland',
    inPlace: 'in Queensland',
    timeZone: zoneOf('qld'),
    intro:
      'WorkCover Queensland insures most Queensland employers, and a number of large employers self-insure. The scheme is regulated by the Workers’ Compensation Regulator. Curo GPs can see you by video or phone and complete the work capacity certificate WorkCover asks for.',
    scheme: {
      insurer: 'WorkCover Queensland, or your employer if it is a licensed self-insurer.',
      regulator: 'Workers’ Compensation Regulator (Office of Industrial Relations)',
      safetyRegulator: 'Workplace Health and Safety Queensland',
      legislation: 'Workers’ Compensation and Rehabilitation Act 2003',
      certificate: 'work capacity certificate',
      disputes:
        'The Workers’ Compensation Regulator reviews insurer decisions on request; appeals go to the Queensland Industrial Relations Commission.',
      website: { label: 'worksafe.qld.gov.au', url: 'https://www.worksafe.qld.gov.au' },
    },
    time: {
      shortZone: 'AEST, no daylight saving',
      zone: 'AEST (UTC+10) all year',
      daylightSaving:
        'Queensland does not use daylight saving. From October to April, Queensland is an hour behind Sydney, Melbourne, Hobart and Canberra.',
      localHours:
        '8 am – 10 pm AEST from April to October, and 7 am – 9 pm AEST while the southern states are on daylight saving.',
    },
    regional: [
      'From Cape York and the Torres Strait to the Channel Country, specialists and occupational doctors are often a flight away. Video reviews and certificates can be done from home or from a local clinic with a good connection.',
      'If a local clinic or hospital is already treating you, tell us: with your consent we send your Curo consult notes to them so your care stays in one place.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'In summer, Coolangatta (Queensland) and Tweed Heads (New South Wales) sit side by side an hour apart. Curo shows each booking in the time zone of the person looking at it.',
      'You can lodge a claim with WorkCover Queensland yourself; you do not need to wait for your employer to do it.',
    ],
  },
  wa: {
    code: 'wa',
    name: nameOf('wa'),
    abbreviation: 'WA',
    placeName: 'Western Australia',
    inPlace: 'in Western Australia',
    timeZone: zoneOf('wa'),
    intro:
      'WorkCover WA regulates the Western Australian scheme, and employers insure with approved private insurers or self-insure. Since 1 July 2024 the scheme runs under a new Act. Curo GPs can see you by video or phone and complete the certificate of capacity your insurer needs.',
    scheme: {
      insurer: 'Your employer’s approved private insurer, or your employer if it self-insures.',
      regulator: 'WorkCover WA',
      safetyRegulator: 'WorkSafe WA',
      legislation: 'Workers Compensation and Injury Management Act 2023 (in force from 1 July 2024)',
      certificate: 'certificate of capacity',
      disputes: 'WorkCover WA’s conciliation and arbitration services help resolve disputes with insurers.',
      website: { label: 'workcover.wa.gov.au', url: 'https://www.workcover.wa.gov.au' },
    },
    time: {
      shortZone: 'AWST, no daylight saving',
      zone: 'AWST (UTC+8) all year',
      daylightSaving:
        'Western Australia does not use daylight saving. Perth is two hours behind Sydney from April to October and three hours behind from October to April.',
      localHours:
        '6 am – 8 pm AWST from April to October, and 5 am – 7 pm AWST while the eastern states are on daylight saving.',
    },
    regional: [
      'For fly-in fly-out workers, a callback or video consult can fit around a roster: book during time off in camp or at home, wherever you are in the state.',
      'In the Pilbara, Kimberley and Goldfields, a video review can replace a flight or a long drive for a certificate of capacity or a check on how you are recovering.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'Mine and construction sites usually have their own medics and injury process. Report the injury on site first; Curo is for follow-up care and certificates once you have a claim.',
      'Along the Eyre Highway near the South Australian border, some communities keep an unofficial local time of UTC+8:45. Curo books in official time zones, so check the zone shown on your booking.',
    ],
  },
  sa: {
    code: 'sa',
    name: nameOf('sa'),
    abbreviation: 'SA',
    placeName: 'South Australia',
    inPlace: 'in South Australia',
    timeZone: zoneOf('sa'),
    intro:
      'ReturnToWorkSA runs the South Australian return to work scheme as both insurer and regulator, with claims managed by its claims agents or by self-insured employers. Curo GPs can see you by video or phone and complete the work capacity certificate your claims agent needs.',
    scheme: {
      insurer: 'ReturnToWorkSA, through its claims agents, or your employer if it is self-insured.',
      regulator: 'ReturnToWorkSA',
      safetyRegulator: 'SafeWork SA',
      legislation: 'Return to Work Act 2014',
      certificate: 'work capacity certificate',
      disputes: 'The South Australian Employment Tribunal resolves disputes about return to work decisions.',
      website: { label: 'rtwsa.com', url: 'https://www.rtwsa.com' },
    },
    time: {
      shortZone: 'ACST/ACDT',
      zone: 'ACST (UTC+9:30), or ACDT (UTC+10:30) during daylight saving',
      daylightSaving:
        'Daylight saving runs from the first Sunday of October to the first Sunday of April. South Australia stays half an hour behind Sydney all year.',
      localHours: '7:30 am – 9:30 pm local time every day, all year.',
    },
    regional: [
      'On the Eyre Peninsula, in the Riverland and in the far north, a video review can replace a long drive to Adelaide for a certificate or a check on your recovery.',
      'If you work in a remote community with its own clinic, tell us: with your consent we send our notes there so your local team knows what was decided.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'South Australia’s half-hour time zone catches people out. A consult booked for 2 pm in Sydney is at 1:30 pm in Adelaide; Curo always shows the time in your own zone.',
      'Broken Hill, in New South Wales, keeps Adelaide time, but workers employed there are usually covered by the NSW scheme.',
    ],
  },
  tas: {
    code: 'tas',
    name: nameOf('tas'),
    abbreviation: 'TAS',
    placeName: 'Tasmania',
    inPlace: 'in Tasmania',
    timeZone: zoneOf('tas'),
    intro:
      'In Tasmania, employers insure with licensed private insurers or self-insure, and WorkSafe Tasmania regulates both workplace safety and the workers’ compensation scheme. Curo GPs can see you by video or phone and complete the medical certificate your insurer asks for.',
    scheme: {
      insurer: 'Your employer’s licensed insurer, or your employer if it self-insures.',
      regulator: 'WorkSafe Tasmania, with the WorkCover Tasmania Board',
      safetyRegulator: 'WorkSafe Tasmania (the same body regulates safety and compensation)',
      legislation: 'Workers Rehabilitation and Compensation Act 1988',
      certificate: 'workers compensation medical certificate',
      disputes:
        'The Tasmanian Civil and Administrative Tribunal (TASCAT) hears workers’ compensation disputes.',
      website: { label: 'worksafe.tas.gov.au', url: 'https://worksafe.tas.gov.au' },
    },
    time: {
      shortZone: 'AEST/AEDT',
      zone: 'AEST (UTC+10), or AEDT (UTC+11) during daylight saving',
      daylightSaving:
        'Daylight saving runs from the first Sunday of October to the first Sunday of April, the same days as the mainland south-east.',
      localHours: '8 am – 10 pm local time every day, all year.',
    },
    regional: [
      'On the West Coast, in the north-west and on King and Flinders islands, a video review can save a day’s travel to Hobart or Launceston for a certificate or a check on your recovery.',
      'Where the connection is patchy, choose a callback consult: a phone call works where video may not.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'Tasmania was the first Australian state to adopt daylight saving, in 1967.',
      'Report your injury to your employer as soon as you can; they must pass your claim to their insurer, who will give you a claim number.',
    ],
  },
  act: {
    code: 'act',
    name: nameOf('act'),
    abbreviation: 'ACT',
    placeName: 'the ACT',
    inPlace: 'in the ACT',
    timeZone: zoneOf('act'),
    intro:
      'Which scheme covers you in the ACT depends on who you work for. Private sector employers insure with approved private insurers, and WorkSafe ACT enforces that cover. Australian Government employees are covered by Comcare, and ACT Government employees by the ACT Government’s own scheme. Curo GPs can see you by video or phone under any of them.',
    scheme: {
      insurer:
        'Private sector: your employer’s approved insurer. Australian Government agencies: Comcare. ACT public service: the ACT Government’s own workers’ compensation scheme.',
      regulator: 'WorkSafe ACT, for private sector compliance',
      safetyRegulator: 'WorkSafe ACT',
      legislation:
        'Workers Compensation Act 1951 (ACT); Commonwealth employees: Safety, Rehabilitation and Compensation Act 1988',
      certificate: 'workers compensation medical certificate',
      disputes:
        'Start with your insurer’s internal review; your insurer must tell you the next step if you still disagree.',
      website: { label: 'worksafe.act.gov.au', url: 'https://www.worksafe.act.gov.au' },
    },
    time: {
      shortZone: 'AEST/AEDT',
      zone: 'AEST (UTC+10), or AEDT (UTC+11) during daylight saving',
      daylightSaving:
        'Daylight saving runs from the first Sunday of October to the first Sunday of April, as in NSW.',
      localHours: '8 am – 10 pm local time every day, all year.',
    },
    regional: [
      'Many people who work in Canberra live in Queanbeyan, Yass or the Snowy Mountains. Your scheme follows where you work, not where you live.',
      'If you are recovering at home outside Canberra, a video review saves the drive in for a certificate or a check on your progress.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'If you work for an Australian Government department or agency, your claim goes to Comcare, not to an ACT insurer. Tell us which when you book.',
      'Employers in the ACT must hold workers’ compensation insurance for all workers, including some contractors.',
    ],
  },
  nt: {
    code: 'nt',
    name: nameOf('nt'),
    abbreviation: 'NT',
    placeName: 'the Northern Territory',
    inPlace: 'in the Northern Territory',
    timeZone: zoneOf('nt'),
    intro:
      'NT WorkSafe regulates workplace safety and the return to work scheme in the Northern Territory, and employers insure with approved private insurers. Curo GPs can see you by video or phone and complete the medical certificate your insurer asks for.',
    scheme: {
      insurer: 'Your employer’s approved insurer, or your employer if it self-insures.',
      regulator: 'NT WorkSafe',
      safetyRegulator: 'NT WorkSafe (the same body regulates safety and return to work)',
      legislation: 'Return to Work Act 1986 (NT)',
      certificate: 'workers compensation medical certificate',
      disputes: 'NT WorkSafe offers mediation first; unresolved disputes go to the Work Health Court.',
      website: { label: 'worksafe.nt.gov.au', url: 'https://worksafe.nt.gov.au' },
    },
    time: {
      shortZone: 'ACST, no daylight saving',
      zone: 'ACST (UTC+9:30) all year',
      daylightSaving:
        'The Northern Territory does not use daylight saving. Darwin is half an hour behind Sydney from April to October and an hour and a half behind from October to April.',
      localHours:
        '7:30 am – 9:30 pm ACST from April to October, and 6:30 am – 8:30 pm ACST while the southern states are on daylight saving.',
    },
    regional: [
      'In the Top End the wet season can close roads for weeks. A phone or video review keeps your claim moving when travel is not possible.',
      'If you are treated by a remote clinic or an Aboriginal Community Controlled Health Service, tell us: with your consent we send our notes to them so your care stays in one place.',
      'Your Curo doctor may still ask you to see someone in person for an examination, imaging or physiotherapy.',
    ],
    localFacts: [
      'Many NT workplaces are remote. Report the injury to your supervisor as soon as you can and keep a note of the date and what happened; your insurer will ask for it.',
      'Times change relative to the east coast twice a year even though NT clocks do not. Curo shows each booking in your own zone.',
    ],
  },
};

/** Looks up a state from the last segment of a path, e.g. "/workplace/nsw". */
export function findWorkplaceState(segment: string | undefined): TWorkplaceState | undefined {
  if (!segment) return undefined;
  const code = STATES.find((s) => s.code === segment.toLowerCase())?.code;
  return code ? WORKPLACE_STATES[code] : undefined;
}
