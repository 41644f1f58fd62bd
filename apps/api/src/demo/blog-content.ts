import type { Executor } from '../db/client';
import type { TermRef } from '../modules/blog/blog.repository';
import { insertAuthors, insertPost, insertTerms, setPostTerms } from '../modules/blog/blog.repository';

/**
 * Demo blog: three GP authors, four categories, a dozen tags and eight posts written for
 * Australian readers. Six are live, one is scheduled (three weeks ahead of the first start) and one is
 * a draft, so the admin screens show every state.
 */

const authors = [
  {
    slug: 'dr-priya-raman',
    name: 'Dr Priya Raman',
    credentials: 'GP, FRACGP',
    bio: "Priya has worked in general practice in Sydney's inner west for twelve years. She has a special interest in mental health, women's health and making telehealth work for people who find it hard to get to a clinic.",
    avatarUrl: null,
  },
  {
    slug: 'dr-tom-gallagher',
    name: 'Dr Tom Gallagher',
    credentials: 'GP, FRACGP, DCH',
    bio: 'Tom is a Brisbane GP with a Diploma of Child Health. He sees a lot of families, teenagers and young adults, and is a regular speaker on sleep and adolescent health.',
    avatarUrl: null,
  },
  {
    slug: 'dr-mei-lin-cho',
    name: 'Dr Mei-Lin Cho',
    credentials: 'GP, FRACGP, FARGP',
    bio: 'Mei-Lin is a rural generalist who has worked in Ballarat and western Victoria. She looks after patients across large distances, by phone, by video and in person.',
    avatarUrl: null,
  },
];

const categories: TermRef[] = [
  { slug: 'everyday-health', name: 'Everyday health' },
  { slug: 'mental-health', name: 'Mental health' },
  { slug: 'childrens-health', name: "Children's health" },
  { slug: 'using-telehealth', name: 'Using telehealth' },
];

const tags: TermRef[] = [
  { slug: 'medicare', name: 'Medicare' },
  { slug: 'medical-certificates', name: 'Medical certificates' },
  { slug: 'emergencies', name: 'Emergencies' },
  { slug: 'allergies', name: 'Allergies' },
  { slug: 'asthma', name: 'Asthma' },
  { slug: 'sleep', name: 'Sleep' },
  { slug: 'teenagers', name: 'Teenagers' },
  { slug: 'adhd', name: 'ADHD' },
  { slug: 'work', name: 'Work' },
  { slug: 'prescriptions', name: 'Prescriptions' },
  { slug: 'parenting', name: 'Parenting' },
  { slug: 'summer', name: 'Summer' },
];

interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  status: 'draft' | 'scheduled' | 'published';
  /** UTC; the Australian morning the post went (or goes) out. */
  publishAt: string | null;
  authorSlug: string;
  categorySlugs: string[];
  tagSlugs: string[];
  seoDescription: string;
  body: string;
}

const posts: DemoPost[] = [
  {
    slug: 'preparing-for-a-telehealth-consult',
    title: 'How to prepare for a telehealth consult',
    excerpt:
      'Ten minutes of preparation makes a video or phone consult faster, safer and more useful. Here is what to have ready.',
    status: 'published',
    publishAt: '2026-02-09T22:00:00Z',
    authorSlug: 'dr-mei-lin-cho',
    categorySlugs: ['using-telehealth'],
    tagSlugs: ['prescriptions', 'medicare'],
    seoDescription:
      'What to have ready before a telehealth consult with a GP: a quiet space, your medicines list, photos, readings and your questions.',
    body: `A telehealth consult is still a medical consultation. The doctor has fewer clues than in the room, so the more you bring to the call, the more they can do for you. Here is the checklist I give my own patients.

## Before the call

- **Find a quiet, private spot.** You may need to talk about personal things. A parked car works if home is busy; driving does not.
- **Check your connection.** Charge your phone or laptop, close other apps and, for video, test your camera and microphone. Sit facing a window or lamp so the doctor can see you.
- **Have your details handy:** your Medicare card, your date of birth, your address and the pharmacy you use. If you hold a concession or DVA card, have that too.
- **Keep your phone nearby** even on a computer. If the video drops, the doctor will usually call you back.

## What to write down

Doctors work best with a clear story. Jot down:

1. What the problem is and when it started.
2. What makes it better or worse, and what you have already tried.
3. Any medicines you take, including vitamins, herbal products and the contraceptive pill, with doses.
4. Any allergies, especially to medicines.
5. The two or three questions that matter most to you.

If you have readings at home, such as temperature, blood pressure, blood glucose or peak flow, write them down with the time you took them.

## Photos help

For a rash, a wound, a swollen joint or an eye problem, take clear photos in daylight before the call, one close up and one from further away, with something for scale. Your doctor may ask you to upload them or show them on camera.

## Children and teenagers

A parent or guardian should be with a child for the consult. Teenagers can often see a doctor on their own, and it is good practice for part of the conversation to be private. Have your child's Medicare details and any recent weights to hand, as doses of many children's medicines depend on weight.

## What telehealth can and cannot do

Telehealth works well for medical certificates, repeat prescriptions (sent as an eScript to your phone), referrals, test results, mental health follow-up and many common illnesses. Some problems need hands-on examination, a test or a procedure. If that is the case, your doctor will tell you, and this is good care rather than a wasted call.

If you are very unwell, with chest pain, trouble breathing or signs of a stroke, do not book a consult: **call 000**.

## After the call

Check that you know what happens next: a script, a referral, a test or a follow-up appointment. If something is unclear afterwards, you can message the practice.

You can see what each kind of consult costs on our [pricing page](/pricing), and the [FAQ](/faq) answers the most common questions about booking.`,
  },
  {
    slug: 'telehealth-gp-urgent-care-or-emergency',
    title: 'Telehealth, GP, urgent care or emergency: where should you go?',
    excerpt:
      'Knowing which service fits your problem gets you the right care sooner and keeps emergency departments free for emergencies.',
    status: 'published',
    publishAt: '2026-03-16T22:00:00Z',
    authorSlug: 'dr-priya-raman',
    categorySlugs: ['using-telehealth', 'everyday-health'],
    tagSlugs: ['emergencies', 'medicare'],
    seoDescription:
      'When to use telehealth, your regular GP, a Medicare Urgent Care Clinic or the emergency department, and when to call 000.',
    body: `When you or someone you love is unwell, it is not always obvious where to turn. Australia has more options than it used to, and choosing well gets you the right care sooner.

## Call 000 straight away for

- Chest pain, pressure or tightness, especially if it lasts more than 10 minutes, is severe or is getting worse
- Trouble breathing, or lips turning blue
- Signs of a stroke. Think **F.A.S.T.**: is the **face** drooping, can they lift both **arms**, is their **speech** slurred? If so, it is **time** to call 000
- Severe bleeding, a serious injury or a head injury with drowsiness or vomiting
- Collapse, unconsciousness or a seizure
- A severe allergic reaction: swelling of the tongue or throat, difficulty breathing or collapse. Use an adrenaline autoinjector if one is available, then call 000
- Someone at immediate risk of harming themselves or others

Do not wait for a telehealth appointment, and do not drive yourself if you have chest pain.

## The emergency department

Go to an emergency department for problems that are serious but where you can safely get there, such as a possible broken bone, a deep cut that needs stitches, a high fever in a baby under three months, or severe pain that is not settling.

## Medicare Urgent Care Clinics

Urgent Care Clinics see urgent problems that are not life-threatening, such as sprains, minor burns, cuts, ear and eye infections or a urinary infection. They are open extended hours, are bulk billed and you do not need an appointment. Search for your nearest clinic on the healthdirect website.

## Telehealth

Telehealth suits problems that can be assessed by talking and looking:

- Colds, sore throats and mild gastro, where you need advice or a certificate
- Repeat prescriptions for medicines you already take
- Medical certificates for work or study
- Referrals, test results and follow-up of an ongoing condition
- Mental health check-ins
- Rashes and skin problems, with good photos

A telehealth doctor will tell you if you need to be seen in person, and when.

## Your regular GP

For long-term conditions, health checks, care plans, vaccinations and anything that needs a physical examination, your usual GP knows your history best. Telehealth works well alongside them rather than replacing them: ask us to send a summary of your consult to your GP.

## Not sure?

Call the healthdirect helpline on **1800 022 222** (in Victoria, NURSE-ON-CALL on **1300 60 60 24**) to talk to a registered nurse any time of day or night. For a suspected poisoning, call the Poisons Information Centre on **13 11 26**. If you are in crisis, Lifeline is on **13 11 14**.

Our [FAQ](/faq) explains what our doctors can help with, and our [pricing page](/pricing) lists what each consult costs and how Medicare applies.`,
  },
  {
    slug: 'medical-certificates-and-your-employer',
    title: 'Medical certificates and your employer',
    excerpt:
      "What an employer can ask for when you take sick or carer's leave, what a certificate says, and why a doctor will not backdate one.",
    status: 'published',
    publishAt: '2026-05-04T22:00:00Z',
    authorSlug: 'dr-priya-raman',
    categorySlugs: ['everyday-health', 'using-telehealth'],
    tagSlugs: ['medical-certificates', 'work'],
    seoDescription:
      "Sick and carer's leave evidence in Australia: what employers can ask for, what goes on a medical certificate and how telehealth certificates work.",
    body: `Medical certificates are one of the most common reasons people book a telehealth consult. They are also a source of confusion, so here is how they work in Australia.

## What can my employer ask for?

Under the National Employment Standards, most employees are entitled to paid personal (sick and carer's) leave. Your employer can ask for evidence that would satisfy a reasonable person that you were unfit for work, or needed to care for a family or household member. They can ask for it even for a single day.

Evidence is usually a medical certificate or a statutory declaration. Your award, enterprise agreement or workplace policy may say more about when evidence is needed, so check it. You should tell your employer you are taking leave as soon as you reasonably can, even if that is after your shift has started.

## Is a telehealth certificate valid?

Yes. A certificate written by a registered medical practitioner after a consultation is valid whether that consultation happened in a clinic, by video or by phone. It carries the doctor's name, their registration or provider details and the practice's contact details, so it can be verified.

Many community pharmacists can also write a certificate for a short absence with a minor illness. Check whether your workplace accepts these.

## What goes on a certificate

A certificate says:

- the date of the consultation
- the period the doctor believes you are, or were, unfit for work or study
- whether it is for your own illness or for caring for someone else

It does **not** need to state your diagnosis. Your health information is private, and a doctor will only include details with your consent. Your employer cannot call the doctor to ask about your health without your permission.

## Why doctors will not backdate

A doctor must be honest in every document they sign. They cannot date a certificate before the consultation or state as fact something they did not assess. They can, where it is clinically reasonable, record that you told them you were unwell from an earlier day. That is why it is best to book when you first become unwell rather than after you are better.

## Carer's leave

If you are looking after a sick child, partner, parent or someone in your household, the certificate is about them being unwell and you being needed to care for them. Usually the doctor consults with the person who is sick. For a child, you can join the consult together.

## When a certificate is not enough

If you have been off for more than a few days, keep getting sick, or your work is affecting your health, a certificate alone is not the answer. Book a proper review, with us or with your regular GP, so the cause is looked at and you get a plan for returning to work.

Workers' compensation claims in each state use their own forms and usually need your treating GP rather than a single telehealth consult.

Our [pricing page](/pricing) shows the cost of a certificate consult, and the [FAQ](/faq) explains how you receive it (usually by email, within minutes of the call).`,
  },
  {
    slug: 'adhd-assessment-pathway-australia',
    title: 'Getting assessed for ADHD in Australia: the pathway explained',
    excerpt:
      'From a first conversation with your GP to a specialist diagnosis and treatment: the steps, the waits, the costs and where Medicare helps.',
    status: 'published',
    publishAt: '2026-07-13T22:00:00Z',
    authorSlug: 'dr-priya-raman',
    categorySlugs: ['mental-health', 'childrens-health'],
    tagSlugs: ['adhd', 'medicare', 'parenting'],
    seoDescription:
      'How ADHD assessment works in Australia for children and adults: GP referral, psychiatrist or paediatrician assessment, Medicare and costs.',
    body: `More Australians than ever are asking about attention deficit hyperactivity disorder (ADHD), for their children and for themselves. The pathway can seem confusing and the waits can be long, so here is how it usually works.

## Step 1: talk to a GP

Start with a GP, in person or by telehealth. Your GP will:

- take a history of your concerns, from childhood onwards
- ask about sleep, mood, anxiety, learning, substance use and family history
- check for other things that can look like ADHD, such as hearing or vision problems, thyroid disease, sleep apnoea, depression or anxiety
- often ask you, and someone who knows you well, to complete rating scales

For a child, reports from school or childcare are very helpful. Bring copies of school reports if you have them.

## Step 2: a referral to a specialist

In most of Australia, ADHD is diagnosed by a specialist:

- **children and teenagers:** a paediatrician or a child and adolescent psychiatrist
- **adults:** a psychiatrist

A GP referral is what makes the specialist's fees eligible for a Medicare rebate. A referral from a GP to a specialist is usually valid for 12 months. Some states and territories have begun allowing GPs with extra training to diagnose ADHD and prescribe treatment; ask your GP what applies where you live, as the rules are changing.

Clinical psychologists can carry out detailed assessments too, which can be useful for learning difficulties or when the picture is complicated, but they cannot prescribe medicine.

## Step 3: the assessment

A specialist assessment usually takes one to three appointments. Many psychiatrists and paediatricians now offer part or all of it by video. Expect questions about your whole life story, not just the last few months.

## What it costs

Medicare pays a rebate for specialist consultations with a valid referral, but specialists set their own fees, so there is usually a gap. A full adult assessment can cost several hundred to over a thousand dollars after the rebate. Ask for a fee estimate when you book. Public services exist, especially for children, but waiting lists can be long.

A GP can also prepare a Mental Health Treatment Plan, which gives you Medicare rebates for up to 10 sessions a calendar year with a psychologist or other eligible clinician. These sessions are for support and strategies rather than a diagnostic assessment.

## Treatment

Treatment is more than medicine. It can include education about ADHD, coaching and psychological strategies, support at school or work, and attention to sleep, exercise and other conditions such as anxiety.

Stimulant medicines are tightly regulated and each state and territory has its own rules about who may start and continue them. Several ADHD medicines are subsidised on the PBS, with conditions. Once treatment is stable, many people have their prescriptions continued by their GP under a shared-care arrangement.

## While you wait

- Keep a diary of what is hard day to day and what helps.
- Ask your child's school about adjustments now; many do not require a diagnosis.
- Look after sleep, which affects attention in everyone.
- If you are struggling with your mood, do not wait for the assessment. Talk to your GP, or call Lifeline on 13 11 14.

You can start the conversation with one of our GPs by telehealth. See our [pricing page](/pricing) for consult fees, and our [FAQ](/faq) for how referrals work.`,
  },
  {
    slug: 'hay-fever-season-australia',
    title: 'Hay fever season: how to get ahead of it',
    excerpt:
      'Spring brings grass pollen, sneezing and itchy eyes to much of Australia. Starting treatment early makes a real difference, and so does knowing about thunderstorm asthma.',
    status: 'published',
    publishAt: '2026-08-24T22:00:00Z',
    authorSlug: 'dr-mei-lin-cho',
    categorySlugs: ['everyday-health'],
    tagSlugs: ['allergies', 'asthma', 'prescriptions'],
    seoDescription:
      'Managing hay fever in the Australian spring: nasal sprays, antihistamines, pollen forecasts, thunderstorm asthma and when to see a doctor.',
    body: `Allergic rhinitis, better known as hay fever, affects around one in five Australians. In the south-east, the worst of it runs from September to December, when grasses such as ryegrass release their pollen. In the north and inland, seasons are longer and less predictable.

## The symptoms

- Sneezing, a runny or blocked nose
- Itchy nose, throat and eyes
- Red, watery eyes
- Poor sleep and tiredness, which can affect work and school more than people expect

Hay fever is not a cold. There is no fever, and it lasts for weeks rather than days.

## Treatments that work

**Corticosteroid nasal sprays** are the most effective treatment for ongoing symptoms. They are available from pharmacies without a prescription. The trick is to use them every day, starting a couple of weeks before your season, and to use the right technique: head tilted slightly forward, aim the nozzle towards the outside of the nostril, away from the middle, and do not sniff hard.

**Non-drowsy antihistamine tablets** help with sneezing, itch and runny nose, and work within an hour. Older, sedating antihistamines are best avoided, especially for children and drivers.

**Saline sprays or rinses** wash pollen out of the nose and are safe for all ages.

**Eye drops** for allergies can help itchy eyes.

Decongestant nasal sprays clear a blocked nose quickly, but using them for more than a few days can make the blockage worse. Keep them for short-term use.

## Reduce your exposure

- Check the pollen forecast for your city and plan outdoor exercise for low-pollen days.
- Keep windows closed on windy days, and use recirculated air in the car.
- Wear wrap-around sunglasses outdoors.
- Shower and change clothes after time outside.
- Dry washing inside when the count is high.

## Thunderstorm asthma

When a thunderstorm hits on a high-pollen day, pollen grains can burst into tiny particles that reach deep into the lungs. In November 2016, a thunderstorm asthma event in Melbourne sent thousands of people to hospital, many of whom had never had asthma.

If you have hay fever, and especially if you have asthma or have ever wheezed:

1. Treat your hay fever properly through the season.
2. Make sure your asthma is well controlled and you have an up-to-date asthma action plan.
3. Carry a reliever puffer during the season.
4. Stay indoors with windows closed during and just before a storm.
5. In Victoria, check the thunderstorm asthma forecast in the VicEmergency app.

If you have trouble breathing that is not eased by your reliever, **call 000**.

## When to see a doctor

Book a consult if over-the-counter treatment is not working, if you are not sure it is hay fever, if you have asthma symptoms, or if you are pregnant or buying for a young child. For severe or year-round allergies, your GP can refer you to a clinical immunologist or allergist to discuss allergen immunotherapy, which can reduce allergies over three to five years.

A telehealth consult is a good way to review your treatment plan before the season starts. See our [pricing page](/pricing) for consult fees.`,
  },
  {
    slug: 'sleep-in-teenagers',
    title: 'Why teenagers are always tired, and what actually helps',
    excerpt:
      'Teenagers need more sleep than adults, but their body clock pushes bedtime later. Here is what parents can do, and when to ask a doctor.',
    status: 'published',
    publishAt: '2026-10-19T22:00:00Z',
    authorSlug: 'dr-tom-gallagher',
    categorySlugs: ['childrens-health', 'mental-health'],
    tagSlugs: ['sleep', 'teenagers', 'parenting'],
    seoDescription:
      'How much sleep teenagers need, why their body clock shifts later, practical tips for families and signs that need a GP.',
    body: `If your teenager is impossible to wake on a school morning and wide awake at 11 pm, they are not simply being difficult. Biology is part of the story.

## How much sleep do teenagers need?

Most teenagers need **8 to 10 hours** of sleep a night. Australian surveys suggest many get well under 8 hours on school nights, and try to catch up at weekends.

## The shifting body clock

During puberty, the body releases the sleep hormone melatonin later in the evening. Teenagers genuinely do not feel sleepy until later, yet school still starts early. The result is a sleep debt that builds up through the week.

Screens add to the problem. Bright light in the evening delays melatonin further, and messages, games and videos keep the brain alert. Caffeine, including energy drinks, cola and some iced coffees, can stay in the system for many hours.

## What helps

Small changes, kept up, make the biggest difference:

- **A regular wake-up time, every day.** Keep weekend sleep-ins to within an hour or two of the school-day time. This is the single most powerful way to reset the body clock.
- **Morning light.** Open the curtains, eat breakfast by a window, or walk to school or the bus.
- **A wind-down hour.** Dim lights, a shower, reading or music rather than scrolling.
- **Phones out of the bedroom at night.** Charge them in the kitchen, and do it as a family so it does not feel like a punishment.
- **No caffeine after lunch**, and no energy drinks at all.
- **Exercise during the day**, but not hard training right before bed.
- **A cool, dark, quiet bedroom.**

Over-the-counter sleep aids and melatonin bought online are not recommended for teenagers. In Australia, melatonin for young people is a prescription medicine for specific situations, so talk to a doctor first.

## When to see a GP

Book a consult if your teenager:

- snores loudly, gasps or stops breathing in their sleep
- falls asleep in class or while doing things they enjoy
- cannot get to sleep for hours most nights despite good habits
- has uncomfortable legs that make it hard to settle
- seems low, anxious, irritable or withdrawn

Sleep problems and mental health are closely linked, in both directions. Teenagers often find it easier to talk to a doctor with a parent out of the room for part of the consult, and that is normal practice.

## Support for young people

- **headspace** offers free or low-cost support for 12 to 25 year olds, in centres and online.
- **Kids Helpline** is available 24/7 on **1800 55 1800**.
- If a young person is at immediate risk, call **000**.

A telehealth consult is an easy first step for a teenager who does not want to sit in a waiting room. See our [FAQ](/faq) for how consults for under-18s work.`,
  },
  {
    slug: 'staying-safe-in-a-heatwave',
    title: 'Staying safe in a heatwave',
    excerpt:
      'Heatwaves cause more deaths in Australia than any other natural hazard. Who is most at risk, how to stay cool and the signs that need urgent help.',
    status: 'scheduled',
    publishAt: '2026-12-08T20:00:00Z',
    authorSlug: 'dr-mei-lin-cho',
    categorySlugs: ['everyday-health'],
    tagSlugs: ['summer', 'emergencies'],
    seoDescription:
      'Heatwave safety in Australia: who is most at risk, how to keep cool, medicines and heat, and the signs of heat stroke that need 000.',
    body: `Australian summers are getting hotter, and heatwaves cause more deaths here than bushfires, floods and storms combined. Most heat illness is preventable with a bit of planning.

## Who is most at risk

- People over 65, especially those who live alone
- Babies and young children
- People who are pregnant
- People with heart, lung or kidney disease, diabetes or mental illness
- People who work or exercise outdoors
- Anyone taking medicines that affect how the body handles heat

## Medicines and heat

Some common medicines make it harder to stay cool or hydrated, including fluid tablets (diuretics), some blood pressure and heart medicines, some antidepressants and antipsychotics, and medicines for Parkinson's disease. Do not stop any medicine without advice, but ask your doctor or pharmacist if yours need adjusting in hot weather. If your doctor has told you to limit fluids, ask how much to drink during a heatwave.

Store medicines below 25°C unless the label says otherwise, and keep insulin and other refrigerated medicines in the fridge.

## Before the heat arrives

- Watch Bureau of Meteorology heatwave warnings.
- Check your fan or air conditioner works, and know where the coolest room in the house is.
- Stock up on food, water and medicines so you do not need to go out.
- Agree with family or neighbours to check on each other twice a day.

## During a heatwave

1. **Drink water regularly,** before you feel thirsty. Pale urine is a good sign.
2. **Stay out of the sun** between 11 am and 3 pm.
3. **Keep your home cool:** close curtains and blinds early in the day, and open windows once it cools down in the evening.
4. **Cool your body:** cool showers, damp cloths on the neck, feet in a bowl of water.
5. **Spend time somewhere air-conditioned,** such as a library or shopping centre, if your home is hot.
6. **Never leave children or pets in a parked car,** even for a few minutes. The temperature inside can double within minutes.

## Heat exhaustion

Signs include heavy sweating, pale skin, cramps, weakness, dizziness, headache and nausea. Move to a cool place, lie down, loosen clothing, sip water and cool the skin. If symptoms get worse or do not improve within an hour, get medical help.

## Heat stroke is an emergency

Call **000** if someone has a very high temperature with any of:

- confusion, slurred speech or odd behaviour
- hot skin that may be dry or sweaty
- collapse, seizures or loss of consciousness

While you wait, move them somewhere cool, remove extra clothing and cool them with water and fanning. Do not give drinks to someone who is not fully alert.

For advice on managing a chronic condition through summer, book a telehealth consult. Our [pricing page](/pricing) lists fees.`,
  },
  {
    slug: 'repeat-prescriptions-and-escripts',
    title: 'Repeat prescriptions and eScripts by telehealth',
    excerpt:
      'How electronic prescriptions work, what a telehealth doctor can safely prescribe, and how to avoid running out of your regular medicines.',
    status: 'draft',
    publishAt: null,
    authorSlug: 'dr-tom-gallagher',
    categorySlugs: ['using-telehealth', 'everyday-health'],
    tagSlugs: ['prescriptions', 'medicare'],
    seoDescription:
      'How eScripts and repeat prescriptions work in Australia, what can be prescribed by telehealth, and tips to avoid running out of medicines.',
    body: `Running out of a regular medicine is stressful. Telehealth and electronic prescriptions make renewing a script much easier, as long as you plan ahead.

## How eScripts work

An electronic prescription, or eScript, arrives as a **token**: a QR code sent to your phone by SMS or email. You show the token at any pharmacy in Australia, or forward it to a pharmacy that delivers. Each repeat comes as a new token once the previous one is dispensed.

If you take several regular medicines, ask your pharmacist about an **Active Script List**. With your consent, it lets your pharmacy see all your current eScripts, so you do not need to keep track of tokens.

Paper prescriptions are still valid if you prefer them.

## What a telehealth doctor can prescribe

A telehealth doctor can renew most medicines for stable, long-term conditions, such as blood pressure tablets, cholesterol medicines, the contraceptive pill, asthma preventers and many others, when it is safe to do so. To do that, they need to know:

- what the medicine is for and who started it
- how long you have been taking it and at what dose
- when you last had a check-up or the tests it needs, such as blood tests or a blood pressure reading

Some medicines are not suitable to start or renew by telehealth without an established relationship, particularly strong pain relievers, sleeping tablets and other medicines with a risk of dependence. State and territory laws also restrict who may prescribe these. Your doctor may suggest seeing your regular GP for them.

## Sixty-day prescriptions

For some medicines used for stable, ongoing conditions, doctors can now prescribe two months' supply at a time under the PBS. This saves trips to the pharmacy and money. Ask whether your medicine is eligible.

## What it costs at the pharmacy

The price of a PBS medicine is capped at a co-payment set by the Australian Government each year, and it is lower if you hold a concession card. If you and your family spend a lot on PBS medicines in a calendar year, the PBS Safety Net lowers the cost further once you reach its threshold. Ask your pharmacy to keep a record for you.

## Tips to avoid running out

1. Keep track of your last repeat. Your pharmacy label shows how many repeats remain.
2. Book a consult when you collect your second-last repeat, not your last box.
3. Keep a list of your medicines and doses on your phone.
4. Have regular reviews with your usual GP, as some medicines need monitoring.

A repeat prescription consult is one of our most common bookings. See our [pricing page](/pricing) for fees and the [FAQ](/faq) for how eScripts are sent.`,
  },
];

const DAY_MS = 86_400_000;
const THREE_WEEKS_MS = 21 * DAY_MS;

/**
 * The dates as written put the newest live post in October 2026 and the scheduled one in
 * December. A demo started at any other time keeps the live posts' order and spacing, moved back
 * so the newest is at least a week old at `now`, and the scheduled post is always three weeks
 * ahead of `now`: six live, one to come, one draft, whenever the demo first starts.
 */
function publishDates(now: Date): (post: DemoPost) => Date | null {
  const live = posts.filter((p) => p.status === 'published' && p.publishAt);
  const newest = Math.max(...live.map((p) => Date.parse(p.publishAt as string)));
  const shift = Math.max(0, newest - (now.getTime() - 7 * DAY_MS));
  return (post) => {
    if (post.status === 'scheduled') return new Date(now.getTime() + THREE_WEEKS_MS);
    return post.publishAt ? new Date(Date.parse(post.publishAt) - shift) : null;
  };
}

/** Seed step: the demo blog, once per database. */
export const blogContentSeed = {
  name: 'blog-content-v1',
  run: async (tx: Executor, now: Date = new Date()): Promise<void> => {
    const publishAtOf = publishDates(now);
    await insertAuthors(tx, authors);
    await insertTerms(tx, 'category', categories);
    await insertTerms(tx, 'tag', tags);
    for (const demo of posts) {
      const { categorySlugs, tagSlugs, publishAt: _written, seoDescription, ...post } = demo;
      const id = await insertPost(tx, {
        ...post,
        publishAt: publishAtOf(demo),
        seoTitle: null,
        seoDescription,
        heroImageUrl: null,
        createdBy: null,
      });
      if (id) await setPostTerms(tx, id, { categorySlugs, tagSlugs });
    }
  },
};
