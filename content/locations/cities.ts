import type { LocationInput } from '../schema/index.ts';

export default [
  {
    slug: 'new-york-city',
    kind: 'city',
    name: 'New York City',
    stateCode: 'NY',
    timeZone: 'America/New_York',
    leadingIndustries: ['Financial services and fintech', 'Media and advertising', 'Healthcare and life sciences', 'Real estate', 'Fashion and retail'],
    intro:
      'Wall Street banks and Midtown asset managers run some of the largest in-house engineering groups in the country, while the Flatiron District and Lower Manhattan still anchor the ad tech and media startups once grouped as Silicon Alley. Cornell Tech on Roosevelt Island and NYU Tandon in Downtown Brooklyn keep the hiring pipeline full, and health systems such as Mount Sinai and NYU Langone run large digital programs of their own.',
    collaboration:
      'New York is one hour ahead of our Austin headquarters, so a 9:00 a.m. standup in Manhattan is an 8:00 a.m. call for us and the afternoons line up almost completely. We fly in for discovery workshops at your office, and most Manhattan clients see us on-site again before each major release.',
    typicalProjects: [
      { title: 'Client portals for wealth and brokerage firms', text: 'Account aggregation, document vaults and advisor messaging that pass a compliance review without slowing down relationship managers.' },
      { title: 'Campaign and inventory reporting for publishers', text: 'Pipelines that reconcile ad-server, SSP and direct-sold data into one dashboard that sales and finance both trust.' },
      { title: 'Lease and tenant operations for property managers', text: 'Tools for renewals, work orders and rent-stabilized unit tracking across a portfolio of walk-ups and towers.' },
    ],
    nearby: ['new-york', 'new-jersey', 'philadelphia'],
    description:
      'Custom software for New York City firms in finance, media and healthcare, built by Fernhill with Eastern-hour overlap and on-site Manhattan workshops.',
  },
  {
    slug: 'los-angeles',
    kind: 'city',
    name: 'Los Angeles',
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Entertainment and media', 'Aerospace and defense', 'Ports and logistics', 'Consumer brands and ecommerce', 'Healthcare'],
    intro:
      'Los Angeles software talent is spread across Silicon Beach in Santa Monica, Venice and Playa Vista, the studio lots of Burbank and Culver City, and the aerospace belt around Hawthorne and El Segundo. The ports of Los Angeles and Long Beach form the country’s busiest container gateway, and UCLA, USC and Caltech in Pasadena supply engineers to all of it.',
    collaboration:
      'With Los Angeles two hours behind Austin, our team gets a quiet morning for focused work and your whole afternoon falls inside shared hours. Our Mexico City hub sits one to two hours ahead of Pacific time depending on the season, so designers there can review builds before your day starts. LAX has frequent nonstops from Austin for on-site sessions.',
    typicalProjects: [
      { title: 'Content rights and release-window tracking', text: 'A system of record for territories, windows and licensing terms that replaces spreadsheets passed between legal and distribution.' },
      { title: 'Container and drayage visibility', text: 'Terminal appointment, chassis and last-free-day alerts for importers moving freight out of San Pedro Bay.' },
      { title: 'Direct-to-consumer storefronts', text: 'Headless commerce builds for apparel and beauty brands that launch drops without the site falling over.' },
    ],
    nearby: ['california', 'san-diego', 'las-vegas'],
    description:
      'From Silicon Beach to the San Pedro Bay ports, Fernhill builds software for Los Angeles studios, aerospace suppliers, importers and DTC brands.',
  },
  {
    slug: 'chicago',
    kind: 'city',
    name: 'Chicago',
    stateCode: 'IL',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Trading and financial services', 'Freight and logistics', 'Food and consumer packaged goods', 'Insurance', 'Healthcare'],
    intro:
      'Chicago pairs the derivatives markets run by CME Group with the densest rail hub in North America, where nearly every Class I railroad meets. Corporate headquarters have clustered in the West Loop and Fulton Market, the 1871 incubator at the Merchandise Mart supports early-stage founders, and Northwestern, the University of Chicago and UIUC graduates staff the city’s B2B software firms.',
    collaboration:
      'Chicago and Austin share Central time, so there is no overlap math at all: we keep your sprint ceremonies, on-call windows and release trains on the same clock. Flights between O’Hare or Midway and Austin take about two and a half hours, which makes quarterly planning sessions in the Loop an easy day trip for our product leads.',
    typicalProjects: [
      { title: 'Load boards and carrier portals for freight brokers', text: 'Tendering, rate confirmation and track-and-trace in one workflow, integrated with ELD data and the TMS your dispatchers already use.' },
      { title: 'Claims intake for insurers', text: 'Mobile first notice of loss with photo capture, coverage checks and routing rules that cut adjuster handoffs.' },
      { title: 'Margin and risk reporting for trading firms', text: 'Near-real-time position views built on a tested data warehouse rather than end-of-day exports.' },
    ],
    nearby: ['illinois', 'wisconsin', 'indiana'],
    description:
      'Chicago trading firms, freight brokers, insurers and CPG brands hire Fernhill for custom software built on the same Central-time clock as their teams.',
  },
  {
    slug: 'houston',
    kind: 'city',
    name: 'Houston',
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Energy (oil, gas, LNG and carbon capture)', 'Healthcare and the Texas Medical Center', 'Aerospace', 'Petrochemicals', 'Port and logistics'],
    intro:
      'Houston’s software buyers are often engineers first: operators in the Energy Corridor, refiners along the Ship Channel and NASA’s Johnson Space Center near Clear Lake. The Texas Medical Center, the largest medical complex in the world, runs its own innovation programs, and the Ion district in Midtown, anchored by Rice University, has become the meeting point for energy-transition and climate-tech startups.',
    collaboration:
      'Our Austin team is a drive of under three hours away on US 290, so we often run discovery on-site in Houston and return the same evening. Both cities run on Central time, and for plant or field projects we schedule site walks with your operations staff before writing a single ticket.',
    typicalProjects: [
      { title: 'Field inspection apps for energy operators', text: 'Offline-capable mobile forms for pipeline and facility inspections that sync to asset registers once crews are back in coverage.' },
      { title: 'Patient navigation for medical center practices', text: 'HIPAA-compliant scheduling, referrals and secure messaging for specialty clinics that see patients from across the region.' },
      { title: 'Terminal and berth scheduling', text: 'Shared scheduling for vessels, trucks and rail cars at bulk and container terminals on the Ship Channel.' },
    ],
    nearby: ['texas', 'austin', 'san-antonio', 'louisiana'],
    description:
      'Field apps for energy operators, HIPAA-compliant tools for Texas Medical Center practices and terminal scheduling, built by Fernhill, a drive from Houston.',
  },
  {
    slug: 'phoenix',
    kind: 'city',
    name: 'Phoenix',
    stateCode: 'AZ',
    timeZone: 'America/Phoenix',
    leadingIndustries: ['Semiconductors', 'Financial services operations', 'Healthcare', 'Homebuilding and real estate', 'Aerospace'],
    intro:
      'The Valley’s economy has shifted toward chips: TSMC is building fabs in north Phoenix and Intel runs a large campus in Chandler, pulling in a chain of equipment and materials suppliers. Banks and card issuers operate major service centers across the metro, Banner Health is headquartered here, and Arizona State University feeds engineers into Tempe and the SkySong center in Scottsdale.',
    collaboration:
      'Arizona skips daylight saving time, so Phoenix is one hour behind Austin in winter and two hours behind in summer. Our Mexico City hub, which also keeps one clock all year, sits exactly one hour ahead of Phoenix in every season, and that is the team we usually pair with Valley clients for daily standups.',
    typicalProjects: [
      { title: 'Supplier quality portals for fab supply chains', text: 'Certificates of analysis, lot traceability and corrective-action tracking shared between a manufacturer and its tier-two suppliers.' },
      { title: 'Buyer portals for homebuilders', text: 'Options selection, construction milestones and closing documents in one app for buyers in new master-planned communities.' },
      { title: 'Dispatch for HVAC and solar service companies', text: 'Route planning and technician apps designed for summer demand peaks when every call is urgent.' },
    ],
    nearby: ['arizona', 'las-vegas', 'san-diego'],
    description:
      'A custom software partner for Phoenix chip suppliers, homebuilders, health systems and service firms, with a Mexico City team one hour ahead all year.',
  },
  {
    slug: 'philadelphia',
    kind: 'city',
    name: 'Philadelphia',
    stateCode: 'PA',
    timeZone: 'America/New_York',
    leadingIndustries: ['Cell and gene therapy', 'Healthcare and hospitals', 'Higher education', 'Media and telecommunications', 'Insurance and asset management'],
    intro:
      'Philadelphia has earned its Cellicon Valley nickname through cell and gene therapy work at Penn Medicine and Children’s Hospital of Philadelphia, with lab space growing around University City and Pennovation Works. Comcast runs its technology center in Center City, the Navy Yard hosts a mix of life-science and corporate tenants, and Drexel and Temple add a steady supply of engineering graduates.',
    collaboration:
      'Philadelphia teams start their day an hour before ours, so we hold standups at 10:00 a.m. Eastern and keep afternoons open for pairing. Because Amtrak’s Northeast Corridor links the city to New York and Washington, clients with several East Coast offices often have us run one workshop per city in the same week, arriving at PHL and heading home from Washington.',
    typicalProjects: [
      { title: 'Chain-of-custody tracking for cell therapies', text: 'Vein-to-vein tracking of patient material between collection centers, manufacturing sites and infusion clinics, with audit trails at every handoff.' },
      { title: 'Clinical trial enrollment tools', text: 'Prescreening, consent and visit scheduling apps for research coordinators running several studies at once.' },
      { title: 'Member self-service for insurers', text: 'Claims status, ID cards and benefit lookups that reduce call-center volume.' },
    ],
    nearby: ['pennsylvania', 'new-jersey', 'new-york-city', 'maryland'],
    description:
      'Fernhill builds cell-therapy tracking, clinical trial and insurer software for Philadelphia life-science companies, hospitals and universities.',
  },
  {
    slug: 'san-antonio',
    kind: 'city',
    name: 'San Antonio',
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Military and cybersecurity', 'Financial services and insurance', 'Healthcare and bioscience', 'Tourism and hospitality', 'Manufacturing'],
    intro:
      'Known as Military City USA, San Antonio hosts Joint Base San Antonio and one of the country’s largest concentrations of cybersecurity professionals, many of them working at or around Port San Antonio, the former Kelly Air Force Base. USAA is headquartered here, the South Texas Medical Center anchors a growing bioscience cluster, and UTSA’s School of Data Science trains analysts just a few blocks from the Geekdom coworking space downtown.',
    collaboration:
      'San Antonio is about 80 miles down I-35 from our Austin office, which puts us a short drive from your team for whiteboard sessions, user interviews or a launch-day war room. We share Central time, and several of our engineers live between the two cities.',
    typicalProjects: [
      { title: 'Secure apps for defense contractors', text: 'Web and mobile tools designed around NIST 800-171 controls, with audit logging and role-based access from the first sprint.' },
      { title: 'Member service for financial institutions', text: 'Self-service flows for claims, payments and account changes that keep members out of the phone queue.' },
      { title: 'Booking and guest apps for hospitality', text: 'Reservations, upsells and itinerary tools for hotels and tour operators near the River Walk.' },
    ],
    nearby: ['austin', 'texas', 'houston'],
    description:
      'Secure software for San Antonio defense contractors, financial firms, hospitals and hospitality groups, about 80 miles down I-35 from Fernhill’s Austin HQ.',
  },
  {
    slug: 'san-diego',
    kind: 'city',
    name: 'San Diego',
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Life sciences and genomics', 'Defense and the Navy', 'Wireless and telecommunications', 'Tourism', 'Cross-border trade'],
    intro:
      'The Torrey Pines Mesa and Sorrento Valley hold one of the densest life-science clusters in the US, fed by UC San Diego, Scripps Research and the Salk Institute. Qualcomm made the city a wireless engineering center, the Navy’s Pacific Fleet presence supports a deep defense contractor base, and the Otay Mesa crossing ties local manufacturers to plants in Tijuana.',
    collaboration:
      'San Diego works Pacific hours, two behind Austin, and many local companies already run operations on both sides of the border. Our Spanish-speaking engineers and product managers in Mexico City fit naturally into those binational teams, and our US leads fly in for sprint reviews and lab visits.',
    typicalProjects: [
      { title: 'Sample and assay tracking for labs', text: 'Lightweight lab tools that integrate with instruments and the LIMS, so scientists stop copying plate IDs by hand.' },
      { title: 'Companion apps for connected devices', text: 'Mobile apps that pair over Bluetooth, handle firmware updates and report device health to a cloud dashboard.' },
      { title: 'Cross-border shipment documentation', text: 'Workflows that assemble customs paperwork for maquiladora shipments and flag missing data before the truck reaches the port of entry.' },
    ],
    nearby: ['los-angeles', 'california', 'phoenix'],
    description:
      'Lab tools, device companion apps and cross-border shipping workflows for San Diego life-science, wireless and manufacturing companies, from Fernhill.',
  },
  {
    slug: 'dallas',
    kind: 'city',
    name: 'Dallas',
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Financial services', 'Telecommunications', 'Corporate headquarters and franchising', 'Commercial real estate', 'Logistics'],
    intro:
      'Dallas has drawn a long list of corporate headquarters, from AT&T downtown to the Toyota North America campus in Plano, and big bank campuses now line the northern suburbs. Richardson’s Telecom Corridor still hosts network and chip engineers, Legacy West and Uptown hold many of the newer software offices, and UT Dallas and SMU supply a good share of the technical talent.',
    collaboration:
      'Dallas is a three-hour drive or a quick flight from Austin, and we share Central time, so our product leads can be in your office for a workshop and home the same night. Many of our Dallas engagements start with an enterprise architecture review before any feature work begins.',
    typicalProjects: [
      { title: 'Operations apps for franchise brands', text: 'Store audits, training and daily checklists for restaurant and retail franchisees, with rollups for regional managers.' },
      { title: 'Deal pipeline tools for commercial real estate', text: 'Underwriting inputs, lease comps and investment committee packets generated from one source of truth.' },
      { title: 'Advisor workstations for wealth managers', text: 'Household views, rebalancing alerts and CRM integrations that replace a tab full of legacy tools.' },
    ],
    nearby: ['fort-worth', 'austin', 'texas', 'oklahoma'],
    description:
      'Dallas banks, telecoms, franchise brands and real estate firms work with Fernhill on enterprise and customer-facing software, a short trip from Austin.',
  },
  {
    slug: 'austin',
    kind: 'city',
    name: 'Austin',
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Enterprise software and SaaS', 'Semiconductors and hardware', 'Automotive and advanced manufacturing', 'State government', 'Higher education'],
    intro:
      'Austin is home: Fernhill was founded here in 2014, and we have watched the city grow from a Dell and chip-design town into a place where Tesla’s Gigafactory, Samsung’s fab project in nearby Taylor and large Apple and Oracle campuses sit alongside hundreds of SaaS startups. The University of Texas supplies talent to the Domain, downtown and East Austin, and Capital Factory keeps founders and investors in the same room.',
    collaboration:
      'Our headquarters is at 1100 Rio Grande St, a few blocks from the Capitol, so Austin clients can drop in for design reviews, whiteboard sessions or a launch-week push. Local engagements run on the same calendar as our leadership team, and nearshore engineers from Mexico City join in person for kickoffs.',
    typicalProjects: [
      { title: 'SaaS platform rebuilds for growth-stage companies', text: 'Replacing a fragile first version with a multi-tenant architecture, test coverage and a release process that supports weekly deploys.' },
      { title: 'Supplier and logistics portals for manufacturers', text: 'Inbound scheduling, parts visibility and quality holds for plants along the Austin to San Antonio corridor.' },
      { title: 'MVPs for founders', text: 'A product discovery sprint with Fuse followed by a focused first release, sometimes backed by the Fernhill Fund.' },
    ],
    nearby: ['san-antonio', 'texas', 'houston', 'dallas'],
    description:
      'Fernhill is an Austin custom software company, headquartered on Rio Grande St since 2014, building SaaS, MVPs and manufacturing tools for local teams.',
  },
  {
    slug: 'san-jose',
    kind: 'city',
    name: 'San Jose',
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Semiconductors and hardware', 'Networking', 'Enterprise software', 'Electric vehicles and cleantech', 'Advanced manufacturing'],
    intro:
      'As the largest city in Silicon Valley, San Jose is home to Cisco and Adobe, and its neighbors Santa Clara and Sunnyvale host many of the chip designers whose silicon ships worldwide. North San Jose is lined with hardware and networking offices, San José State graduates go straight into the valley’s engineering teams, and much of the work here sits close to firmware, devices and the enterprise buyers who deploy them.',
    collaboration:
      'Valley engineering teams often bring us in through staff augmentation while keeping architecture decisions in-house. Our engineers shift their day to join your standups on Pacific time and fly into SJC for design reviews, hardware bring-up sessions and quarterly planning.',
    typicalProjects: [
      { title: 'Device fleet consoles', text: 'Web consoles for provisioning, monitoring and rolling out firmware to thousands of connected devices with staged rollouts and rollback.' },
      { title: 'Partner and channel portals for hardware vendors', text: 'Deal registration, pricing and enablement content for resellers, integrated with the vendor’s CRM.' },
      { title: 'Internal developer tools', text: 'Build dashboards, test-lab schedulers and release tooling that free up senior engineers.' },
    ],
    nearby: ['san-francisco', 'california'],
    description:
      'Device fleet consoles, partner portals and developer tools for San Jose hardware, networking and enterprise software teams, from Fernhill engineers.',
  },
  {
    slug: 'jacksonville',
    kind: 'city',
    name: 'Jacksonville',
    stateCode: 'FL',
    timeZone: 'America/New_York',
    leadingIndustries: ['Financial technology', 'Logistics and rail', 'Healthcare', 'Military', 'Insurance'],
    intro:
      'Jacksonville quietly runs a lot of the country’s back-office infrastructure: FIS and CSX are headquartered here, mortgage-technology firms employ thousands of people, and JAXPORT moves vehicles and containers along the St. Johns River. Mayo Clinic’s Florida campus and Baptist Health lead a strong medical sector, and Naval Station Mayport and NAS Jacksonville add a large defense workforce.',
    collaboration:
      'Connections through Atlanta or Charlotte get our leads to JAX in half a day, so we plan on-site visits around milestones rather than weekly. Day to day, most collaboration runs on Slack and video, with Austin staff starting early to meet your Eastern-time mornings.',
    typicalProjects: [
      { title: 'Mortgage servicing workflows', text: 'Loss-mitigation, escrow and document workflows that connect to a core servicing platform without replacing it.' },
      { title: 'Rail and intermodal shipment tracking', text: 'Customer-facing dashboards that merge railcar events, terminal moves and truck legs into one ETA.' },
      { title: 'Digital intake for specialty clinics', text: 'Pre-visit questionnaires, insurance capture and reminders built to HIPAA requirements.' },
    ],
    nearby: ['florida', 'georgia', 'south-carolina'],
    description:
      'Fernhill builds mortgage servicing, rail tracking and clinic intake software for Jacksonville fintech, logistics and healthcare companies.',
  },
  {
    slug: 'fort-worth',
    kind: 'city',
    name: 'Fort Worth',
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Aerospace and defense', 'Aviation', 'Rail and logistics', 'Energy and mineral rights', 'Healthcare'],
    intro:
      'Fort Worth builds aircraft: Lockheed Martin assembles the F-35 on the west side, Bell designs rotorcraft nearby, and American Airlines is headquartered between the city and DFW Airport. BNSF Railway is based here too, and the AllianceTexas development in the north is a major inland port. TCU, the Near Southside medical district and a revived downtown around Sundance Square round out the local picture.',
    collaboration:
      'We reach Fort Worth in about three hours up I-35 or by flying into DFW, and we keep Central hours with you. Aerospace and rail clients tend to have strict data-handling rules, so we agree on environments, access controls and on-site days before discovery starts.',
    typicalProjects: [
      { title: 'Maintenance records for aviation', text: 'Digital work cards, parts traceability and inspection sign-offs that replace paper packets in the hangar.' },
      { title: 'Yard and intermodal apps', text: 'Mobile tools for inspecting and moving railcars and trailers, feeding live inventory to planners.' },
      { title: 'Mineral-rights owner portals', text: 'Royalty statements, division orders and payment history for the thousands of owners behind a single operator’s wells.' },
    ],
    nearby: ['dallas', 'texas', 'oklahoma'],
    description:
      'Custom software for Fort Worth aerospace, aviation, rail and energy companies, built by Fernhill on Central time, three hours up I-35 from Austin.',
  },
  {
    slug: 'columbus',
    kind: 'city',
    name: 'Columbus',
    stateCode: 'OH',
    timeZone: 'America/New_York',
    leadingIndustries: ['Insurance and banking', 'Retail and consumer brands', 'Logistics and distribution', 'Data centers and semiconductors', 'Higher education'],
    intro:
      'Columbus is Ohio’s capital and home to Ohio State, one of the largest universities in the country, plus the headquarters of Nationwide and Huntington. Retail brands such as Bath & Body Works, Victoria’s Secret and Abercrombie & Fitch run design and digital teams in the region, Rickenbacker serves as a cargo airport, and New Albany to the east has become a hub for hyperscale data centers and Intel’s planned fab.',
    collaboration:
      'Many Columbus teams work inside larger enterprises, so we plan around change-advisory boards and quarterly release windows from the start. Our leads fly into John Glenn International for kickoffs, hold retrospectives over video and set meeting times around central Ohio’s mornings, an hour ahead of Texas.',
    typicalProjects: [
      { title: 'Agent and policyholder portals', text: 'Quoting, endorsements and billing tools for insurance agents, integrated with policy administration systems.' },
      { title: 'Omnichannel inventory for retailers', text: 'Store and warehouse stock views that support buy-online-pick-up-in-store and ship-from-store.' },
      { title: 'Warehouse and fulfillment dashboards', text: 'Labor, throughput and dock metrics for distribution centers serving the Midwest.' },
    ],
    nearby: ['ohio', 'indianapolis', 'kentucky', 'detroit'],
    description:
      'Agent portals, omnichannel inventory and fulfillment dashboards for Columbus insurers and retailers, built by Fernhill with on-site kickoffs in central Ohio.',
  },
  {
    slug: 'charlotte',
    kind: 'city',
    name: 'Charlotte',
    stateCode: 'NC',
    timeZone: 'America/New_York',
    leadingIndustries: ['Banking', 'Energy utilities', 'Motorsports', 'Healthcare', 'Aviation and logistics'],
    intro:
      'Charlotte is one of the country’s largest banking centers, with Bank of America and Truist headquartered in Uptown and Wells Fargo running a large East Coast operation. Duke Energy is based here, NASCAR teams build cars in Concord and Mooresville, and Atrium Health and Novant run large regional systems. South End and Camp North End are where many of the city’s newer tech teams sit.',
    collaboration:
      'Charlotte Douglas is an American Airlines hub with nonstops from Austin, so our leads fly in for workshops and quarterly planning. We work Eastern hours with Charlotte clients, and banking engagements start with a security and vendor-risk review that we help your procurement team complete.',
    typicalProjects: [
      { title: 'Case management for bank operations', text: 'Fraud, disputes and KYC exception queues with audit trails that satisfy internal audit and regulators.' },
      { title: 'Outage and field-crew apps for utilities', text: 'Mobile work orders and outage maps that keep crews and customers informed during storm restoration.' },
      { title: 'Race-team data dashboards', text: 'Telemetry and setup data from practice sessions organized so engineers can compare runs quickly.' },
    ],
    nearby: ['north-carolina', 'south-carolina', 'atlanta'],
    description:
      'Bank operations tools, utility crew apps and race-team dashboards: Fernhill builds custom software for Charlotte banks, utilities and motorsports teams.',
  },
  {
    slug: 'san-francisco',
    kind: 'city',
    name: 'San Francisco',
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Software and SaaS', 'Artificial intelligence', 'Fintech', 'Biotech', 'Venture capital'],
    intro:
      'San Francisco is where much of the current AI wave is being built, with foundation-model labs and applied-AI startups clustered in SoMa, Mission Bay and Hayes Valley. Salesforce Tower anchors the Financial District, fintech firms such as Block, Plaid and Chime grew up here, and UCSF’s Mission Bay campus and Genentech in South San Francisco make the city a biotech center as well.',
    collaboration:
      'San Francisco startups usually want speed with engineering discipline, so we embed a small senior pod that ships weekly and owns testing and DevOps. Pod members move their working hours later to match the Bay Area, and we come out to SFO for investor-facing milestones and design sprints.',
    typicalProjects: [
      { title: 'Production AI features', text: 'Retrieval, evaluation harnesses and guardrails that take an LLM prototype to a feature customers can rely on.' },
      { title: 'Onboarding and KYC flows for fintechs', text: 'Identity verification, risk scoring and manual-review tooling tuned to improve approval rates without adding fraud.' },
      { title: 'Lab operations software for biotech', text: 'Scheduling, inventory and experiment tracking tools for teams growing from one lab bench to several floors.' },
    ],
    nearby: ['san-jose', 'california'],
    description:
      'Fernhill helps San Francisco AI, fintech and biotech companies ship production software with senior engineering pods working on Pacific time.',
  },
  {
    slug: 'indianapolis',
    kind: 'city',
    name: 'Indianapolis',
    stateCode: 'IN',
    timeZone: 'America/Indianapolis',
    leadingIndustries: ['Pharmaceuticals and life sciences', 'Health insurance', 'Logistics and distribution', 'Motorsports', 'Marketing software'],
    intro:
      'Eli Lilly’s headquarters makes Indianapolis a pharmaceutical city, and Elevance Health, one of the largest health insurers, is based downtown. The metro sits at the crossroads of several interstates and hosts a major FedEx hub. ExactTarget, now part of Salesforce, grew a marketing-software scene that still fills Salesforce Tower, while the 16 Tech district, Purdue and IU keep research close to industry.',
    collaboration:
      'Winter standups with Indianapolis need no juggling: the city keeps Eastern time, and so does our Medellín hub from November to March, with Austin joining an hour behind. We fly in for kickoffs and roadmap reviews, and we avoid scheduling releases in the week of the Indianapolis 500, when much of the city’s attention is on the Speedway.',
    typicalProjects: [
      { title: 'Member apps for health plans', text: 'Claims, benefits and care-navigation features built under HIPAA, with accessible design for older members.' },
      { title: 'Third-party logistics dashboards', text: 'Client-facing order, inventory and SLA views that 3PLs can offer as part of their service.' },
      { title: 'Medical affairs and research tools', text: 'Internal apps for tracking scientific inquiries and publications with strict review workflows.' },
    ],
    nearby: ['indiana', 'chicago', 'columbus', 'kentucky'],
    description:
      'Health plan apps, 3PL dashboards and research tools for Indianapolis pharma, insurance and logistics companies, from Fernhill’s HIPAA-compliant team.',
  },
  {
    slug: 'seattle',
    kind: 'city',
    name: 'Seattle',
    stateCode: 'WA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Cloud computing and software', 'Ecommerce and retail', 'Aerospace', 'Global health', 'Maritime trade'],
    intro:
      'Amazon’s South Lake Union campus and Microsoft across the lake in Redmond make Seattle one of the deepest cloud talent markets in the world, and Boeing still builds widebody jets in Everett. The Gates Foundation and Fred Hutch Cancer Center anchor a global-health research community, and the University of Washington’s Allen School produces many of the region’s engineers.',
    collaboration:
      'Many Seattle clients are ex-Amazon or ex-Microsoft teams who expect a written design doc before any code, so we write them and review them asynchronously. The two-hour gap means our comments are usually waiting when you log on, and our leads fly into SEA for planning weeks.',
    typicalProjects: [
      { title: 'Cloud cost and architecture reviews', text: 'Right-sizing AWS or Azure workloads, cleaning up IAM and automating environments with infrastructure as code.' },
      { title: 'Research data platforms for nonprofits', text: 'Pipelines and dashboards for global-health programs that pull together field survey and lab data.' },
      { title: 'Seller tools for marketplace brands', text: 'Listing, pricing and inventory automation for brands that sell across Amazon and their own storefronts.' },
    ],
    nearby: ['washington', 'portland', 'oregon'],
    description:
      'Cloud reviews, research data platforms and seller tools for Seattle companies and nonprofits, built by Fernhill with written design docs and Pacific overlap.',
  },
  {
    slug: 'denver',
    kind: 'city',
    name: 'Denver',
    stateCode: 'CO',
    timeZone: 'America/Denver',
    leadingIndustries: ['Aerospace and space systems', 'Telecommunications and cable', 'Energy', 'Outdoor recreation', 'Healthcare'],
    intro:
      'Denver’s aerospace cluster stretches south to Lockheed Martin Space in Littleton and United Launch Alliance in Centennial, and north to Boulder’s satellite and instrument builders. Software companies fill LoDo, RiNo and the Denver Tech Center, the University of Colorado Boulder and Colorado School of Mines supply engineers, and outdoor-industry brands have made the Front Range their home base.',
    collaboration:
      'Mountain time puts Denver just one hour behind Austin, so nearly the whole working day overlaps. DEN is a short nonstop flight, and we often combine a Denver workshop with visits to Boulder clients the next day.',
    typicalProjects: [
      { title: 'Ground-segment operations dashboards', text: 'Pass scheduling, telemetry views and anomaly alerts for small-satellite operators.' },
      { title: 'Booking and rental platforms for outdoor brands', text: 'Gear rental, guided trip and lesson booking with inventory that syncs across locations.' },
      { title: 'Customer apps for broadband providers', text: 'Self-install, outage and billing apps that reduce truck rolls.' },
    ],
    nearby: ['colorado', 'salt-lake-city', 'utah'],
    description:
      'Satellite ops dashboards, outdoor booking platforms and broadband apps for Denver and Boulder companies, built by Fernhill one time zone away in Austin.',
  },
  {
    slug: 'washington-dc',
    kind: 'city',
    name: 'Washington, DC',
    stateCode: 'DC',
    timeZone: 'America/New_York',
    leadingIndustries: ['Federal government and contracting', 'Associations and nonprofits', 'Defense and cybersecurity', 'Policy, consulting and media', 'Higher education'],
    intro:
      'Washington’s software market is shaped by the federal government and the contractors, associations and advocacy groups that orbit it, from K Street offices to Tysons and Reston across the river. Amazon’s second headquarters in Arlington’s National Landing has deepened the local engineering pool, and Georgetown, George Washington and Howard universities all run growing computing programs.',
    collaboration:
      'We keep Eastern hours with DC teams, one hour ahead of Austin, and fly into Reagan National for workshops that often include stakeholders from several agencies or member organizations. Accessibility is not optional in this market, so Section 508 and WCAG 2.2 AA testing is part of every sprint we run for Washington clients.',
    typicalProjects: [
      { title: 'Section 508-compliant public portals', text: 'Accessible, plain-language websites and forms for agencies and grantees, tested with screen readers.' },
      { title: 'Member management for associations', text: 'Dues, events, certifications and committee tools that replace aging association management systems.' },
      { title: 'Grant application and review platforms', text: 'Intake, reviewer scoring and reporting workflows for foundations and program offices.' },
    ],
    nearby: ['virginia', 'maryland', 'philadelphia'],
    description:
      'Fernhill builds accessible portals, association platforms and grant systems for Washington, DC agencies, contractors and nonprofits on Eastern time.',
  },
  {
    slug: 'boston',
    kind: 'city',
    name: 'Boston',
    stateCode: 'MA',
    timeZone: 'America/New_York',
    leadingIndustries: ['Biotech and pharmaceuticals', 'Higher education', 'Healthcare', 'Asset management', 'Robotics'],
    intro:
      'Kendall Square in Cambridge packs more biotech and pharma research into a few blocks than almost anywhere else, next to MIT and a short ride from Harvard. The Longwood Medical Area and Mass General Brigham make Boston a hospital and research city, the Seaport hosts newer tech offices, and Fidelity and State Street keep asset management a major employer. MassRobotics supports a large robotics startup community.',
    collaboration:
      'Research-heavy Boston clients often need engineers who can read a protocol or a paper, so we staff those engagements with people who have worked in regulated labs and clinical settings. Daily check-ins happen mid-morning in Cambridge and early in Austin, and our leads fly into Logan for quarterly planning and lab walkthroughs.',
    typicalProjects: [
      { title: 'Electronic lab notebook integrations', text: 'Connecting instruments, inventory and ELN records so experiment data flows without manual re-entry.' },
      { title: 'Investor reporting for asset managers', text: 'Fund performance, holdings and document portals generated from the firm’s data warehouse.' },
      { title: 'Fleet monitoring for robotics startups', text: 'Cloud dashboards that track robot health, missions and software versions across customer sites.' },
    ],
    nearby: ['massachusetts', 'new-york', 'new-york-city'],
    description:
      'Lab integrations, investor reporting and robot fleet monitoring for Boston biotech, asset management and robotics teams, from Fernhill’s senior engineers.',
  },
  {
    slug: 'nashville',
    kind: 'city',
    name: 'Nashville',
    stateCode: 'TN',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Healthcare management', 'Music and entertainment', 'Tourism and hospitality', 'Automotive manufacturing', 'Technology operations'],
    intro:
      'Nashville is the country’s healthcare management capital: HCA Healthcare is headquartered here, and hundreds of health services companies followed. Music Row and the publishing houses around it keep the entertainment business local, Vanderbilt University Medical Center is a major research hospital, and Amazon’s operations center at Nashville Yards has added a large technology workforce to the Gulch and downtown.',
    collaboration:
      'Your sprint calendar and ours can be identical, since Nashville and Austin both run on Central time. We fly into BNA for on-site workshops and often schedule sessions with revenue-cycle and clinical operations staff together, since many Nashville products serve both.',
    typicalProjects: [
      { title: 'Revenue-cycle analytics for health systems', text: 'Denial, charge-lag and payer-mix dashboards on a HIPAA-compliant data warehouse, refreshed daily.' },
      { title: 'Royalty statements for publishers and songwriters', text: 'Ingesting streaming and performance-rights reports and turning them into clear statements for writers.' },
      { title: 'Event and venue ticketing', text: 'Box office, access control and upsell tools for venues handling large visitor crowds.' },
    ],
    nearby: ['tennessee', 'kentucky', 'alabama'],
    description:
      'Revenue-cycle analytics, royalty systems and ticketing software for Nashville health care and entertainment companies, built by Fernhill on Central time.',
  },
  {
    slug: 'miami',
    kind: 'city',
    name: 'Miami',
    stateCode: 'FL',
    timeZone: 'America/New_York',
    leadingIndustries: ['International trade and Latin American business', 'Banking and fintech', 'Tourism and cruise lines', 'Real estate', 'Healthcare'],
    intro:
      'Miami is the business gateway to Latin America, and Brickell has become its financial district, with international banks, family offices and a wave of fintech and crypto firms that arrived after 2020. PortMiami is a major cruise homeport, Wynwood hosts creative and startup studios, and the University of Miami, FIU and Miami Dade College train the bilingual workforce, while the eMerge Americas conference draws investors each spring.',
    collaboration:
      'Our Medellín hub is a short flight from Miami, and many of our engineers and designers there are bilingual, which matters for products serving both US and Latin American customers. We keep Eastern hours with Miami teams and can hold workshops in Brickell or in Medellín.',
    typicalProjects: [
      { title: 'Bilingual customer apps', text: 'English and Spanish experiences designed together, not translated after launch, with content workflows for both markets.' },
      { title: 'Cross-border payments and remittances', text: 'Payment flows, FX quoting and compliance checks for fintechs moving money between the US and Latin America.' },
      { title: 'Condo association and property management', text: 'Owner portals, maintenance requests and building-safety document tracking for high-rise communities.' },
    ],
    nearby: ['florida', 'jacksonville'],
    description:
      'Bilingual apps, cross-border payments and property tools for Miami fintech, trade, tourism and real estate firms, with nearshore engineers in Medellín.',
  },
  {
    slug: 'atlanta',
    kind: 'city',
    name: 'Atlanta',
    stateCode: 'GA',
    timeZone: 'America/New_York',
    leadingIndustries: ['Payments and fintech', 'Logistics and aviation', 'Media and film production', 'Public health', 'Retail'],
    intro:
      'Atlanta processes a large share of the country’s card payments, a cluster known locally as Transaction Alley, and it is home to UPS, Delta and The Home Depot. Tech Square in Midtown puts Georgia Tech’s ATDC incubator beside corporate innovation centers, the CDC and Emory make public health a major field, and Atlanta Tech Village in Buckhead supports hundreds of startups.',
    collaboration:
      'Hartsfield–Jackson is a Delta hub with frequent nonstops from Austin, so on-site workshops are simple to arrange. Our Medellín engineers match Atlanta’s clock in winter and sit an hour behind it in summer, just like our Austin staff.',
    typicalProjects: [
      { title: 'Merchant onboarding for payment processors', text: 'Application, underwriting and boarding workflows that cut time-to-first-transaction for small businesses.' },
      { title: 'Last-mile delivery tools', text: 'Driver apps, proof of delivery and customer notifications for regional carriers.' },
      { title: 'Public health data dashboards', text: 'Surveillance and program dashboards that combine lab, clinic and survey data for health departments.' },
    ],
    nearby: ['georgia', 'charlotte', 'alabama', 'nashville'],
    description:
      'Atlanta payment processors, carriers and public health teams work with Fernhill on merchant onboarding, delivery and data dashboard software.',
  },
  {
    slug: 'portland',
    kind: 'city',
    name: 'Portland',
    stateCode: 'OR',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Athletic and outdoor apparel', 'Semiconductors', 'Healthcare and research', 'Food and beverage', 'Creative services'],
    intro:
      'Portland’s business scene revolves around athletic and outdoor apparel: Nike is in nearby Beaverton, and Adidas North America and Columbia Sportswear are also local. Intel’s Hillsboro campus anchors the Silicon Forest to the west, OHSU runs the region’s main academic medical center on Marquam Hill, and the Pearl District and Central Eastside hold many of the city’s agencies and smaller software firms.',
    collaboration:
      'Apparel clients work to seasonal calendars, so we plan releases around line reviews and sell-in dates rather than arbitrary sprint counts. The Pacific clock puts Portland two hours behind our Austin office, and we fly into PDX for the moments that matter, such as a line review or a wholesale launch.',
    typicalProjects: [
      { title: 'Product lifecycle integrations for apparel', text: 'Connecting PLM, sampling and costing data so product teams see one version of each style.' },
      { title: 'Wholesale ordering portals', text: 'B2B ordering for retail accounts with assortments, prebooks and allocation built in.' },
      { title: 'Research participant apps', text: 'Study enrollment, surveys and wearable data capture for academic research teams.' },
    ],
    nearby: ['oregon', 'seattle', 'washington'],
    description:
      'Custom software for Portland apparel brands, semiconductor suppliers and research teams, planned around your product seasons and built on Pacific time.',
  },
  {
    slug: 'las-vegas',
    kind: 'city',
    name: 'Las Vegas',
    stateCode: 'NV',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Gaming and resorts', 'Conventions and trade shows', 'Sports and live entertainment', 'Construction and real estate', 'Logistics'],
    intro:
      'Las Vegas runs on hospitality at enormous scale: Strip resorts manage tens of thousands of rooms, and the Las Vegas Convention Center hosts trade shows such as CES every January. Pro sports teams and venues such as Sphere have added a live-entertainment economy, Downtown’s Fremont East has drawn small tech firms, and UNLV’s Harry Reid Research and Technology Park supports applied research.',
    collaboration:
      'Las Vegas keeps Pacific time, two hours behind Austin, and its calendar is set by convention season, so we avoid cutovers during major shows. Harry Reid International has frequent nonstops from Austin, and we often schedule on-site sessions around your slower midweek days.',
    typicalProjects: [
      { title: 'Loyalty and guest apps for resorts', text: 'Mobile check-in, digital keys, offers and loyalty balances across hotel, dining and entertainment.' },
      { title: 'Exhibitor management for conventions', text: 'Booth sales, floor plans, badge scanning and lead retrieval in one platform.' },
      { title: 'Staff scheduling for venues', text: 'Shift planning for large hourly workforces, with union rules and event-driven demand built in.' },
    ],
    nearby: ['phoenix', 'los-angeles', 'utah', 'arizona'],
    description:
      'Fernhill builds guest, convention and workforce software for Las Vegas resorts, venues and event organizers, scheduled around convention season.',
  },
  {
    slug: 'detroit',
    kind: 'city',
    name: 'Detroit',
    stateCode: 'MI',
    timeZone: 'America/Detroit',
    leadingIndustries: ['Automotive manufacturing', 'Mobility and electric vehicles', 'Mortgage and fintech', 'Healthcare', 'Supplier manufacturing'],
    intro:
      'Detroit is still the center of the American auto industry, with General Motors downtown, Ford in Dearborn and Stellantis in Auburn Hills, surrounded by hundreds of tier-one and tier-two suppliers. Ford’s restored Michigan Central Station in Corktown has become a mobility innovation hub, Rocket Companies anchors a fintech workforce downtown, and Wayne State and the University of Michigan in Ann Arbor supply engineers.',
    collaboration:
      'Auto programs run on model-year timelines and launch gates, so we align our roadmaps to your calendar rather than ours. We fly into DTW for supplier and dealer sessions, and when a project touches plants in Mexico, engineers from our Mexico City hub join the team.',
    typicalProjects: [
      { title: 'Dealer inventory sync', text: 'Near-real-time vehicle inventory, pricing and incentives pushed to dealer sites and marketplaces from OEM and DMS data.' },
      { title: 'Supplier quality portals', text: 'PPAP submissions, corrective actions and part traceability shared between OEMs and their suppliers.' },
      { title: 'Mortgage document processing', text: 'Classification and data extraction for loan files, with human review queues for edge cases.' },
    ],
    nearby: ['michigan', 'ohio', 'columbus'],
    description:
      'Dealer inventory sync, supplier quality portals and mortgage document processing for Detroit automakers, suppliers and lenders, built by Fernhill.',
  },
  {
    slug: 'minneapolis',
    kind: 'city',
    name: 'Minneapolis',
    stateCode: 'MN',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Medical technology', 'Health insurance', 'Retail', 'Food and agribusiness', 'Banking'],
    intro:
      'The Twin Cities host Medical Alley, one of the largest medical-device clusters anywhere, with Medtronic’s operational headquarters in Fridley and Boston Scientific in Arden Hills. UnitedHealth Group is in Minnetonka, Target is headquartered downtown, and General Mills and Cargill make food and agribusiness major employers, while the University of Minnesota and the North Loop’s software offices round out the talent base.',
    collaboration:
      'Med-tech and insurance clients in the Twin Cities work under strict quality systems, so we align with your design controls and validation procedures rather than asking you to adapt to ours. There is no time difference to manage, and MSP is a nonstop flight from Austin for design reviews.',
    typicalProjects: [
      { title: 'Patient apps for connected medical devices', text: 'Mobile apps that collect device data, support remote monitoring and are built to document requirements and tests from day one.' },
      { title: 'Assortment planning for retailers', text: 'Tools that combine sales history, store clusters and vendor data to plan seasonal assortments.' },
      { title: 'Grower and elevator apps for agribusiness', text: 'Contracts, deliveries and settlement views for farmers selling grain.' },
    ],
    nearby: ['minnesota', 'wisconsin'],
    description:
      'Med-tech apps, retail planning and agribusiness tools for Minneapolis and St. Paul companies, built by Fernhill to fit your quality system.',
  },
  {
    slug: 'salt-lake-city',
    kind: 'city',
    name: 'Salt Lake City',
    stateCode: 'UT',
    timeZone: 'America/Denver',
    leadingIndustries: ['Software and SaaS', 'Financial services', 'Healthcare', 'Outdoor recreation', 'Logistics and distribution'],
    intro:
      'Salt Lake City sits at the north end of the Silicon Slopes corridor that runs through Lehi to Provo, home to Adobe, Qualtrics and a long list of SaaS companies. Goldman Sachs runs one of its largest offices here, Intermountain Health is headquartered in the region, and the University of Utah has a long history in computer graphics and spins out startups regularly.',
    collaboration:
      'For clients with offices both downtown and in Lehi, we split on-site days between the two, flying into SLC, a Delta hub with nonstops from Austin. The one-hour difference rarely matters: your 9:00 a.m. standup is 10:00 a.m. for us.',
    typicalProjects: [
      { title: 'Usage-based billing for SaaS', text: 'Metering, rating and invoicing pipelines that let product teams launch new pricing without engineering rewrites.' },
      { title: 'Card program management for industrial banks', text: 'Program manager dashboards, dispute handling and reporting for banking-as-a-service partners.' },
      { title: 'Care management tools', text: 'Care plans, outreach lists and team messaging for population health programs.' },
    ],
    nearby: ['utah', 'denver', 'las-vegas'],
    description:
      'Usage-based billing, card program tools and care management software for Salt Lake City SaaS companies, banks and health systems, from Fernhill.',
  },
] satisfies LocationInput[];
