import type { LocationInput } from '../schema/index.ts';

export default [
  {
    slug: 'california',
    kind: 'state',
    name: 'California',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Technology and software', 'Entertainment', 'Agriculture', 'Aerospace', 'Biotech'],
    intro:
      'California’s economy is several regional economies at once: software and chips in the Bay Area, studios and aerospace in Southern California, genomics in San Diego, and the Central Valley and Salinas Valley farms that grow a large share of the nation’s fruit, nuts and vegetables. Privacy law here, from the CCPA to the CPRA amendments, also sets the bar that many national products end up building to.',
    collaboration:
      'Our California clients range from Sacramento agencies to Fresno growers and Orange County medical-device makers, all on Pacific time, two hours behind Austin. We build CCPA and CPRA requirements into data models and consent flows from the first sprint and travel to sites across the state for discovery.',
    typicalProjects: [
      { title: 'Food-safety traceability for growers and packers', text: 'Lot codes from field to pallet, harvest records and recall lookups that meet FDA traceability rules for produce.' },
      { title: 'Privacy request handling', text: 'Consent management and data subject request workflows that find, export or delete a consumer’s data across systems.' },
      { title: 'Field service apps for agriculture equipment dealers', text: 'Work orders, parts lookup and offline support for technicians working in rural areas with poor coverage.' },
    ],
    nearby: ['los-angeles', 'san-francisco', 'san-diego', 'san-jose'],
    description:
      'Custom software for California companies, from Central Valley growers to Bay Area SaaS, with privacy-by-design builds and Pacific-time delivery from Fernhill.',
  },
  {
    slug: 'texas',
    kind: 'state',
    name: 'Texas',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Energy', 'Healthcare', 'Semiconductors and manufacturing', 'Financial services', 'Trade and logistics'],
    intro:
      'Texas is our home state, and its economy is broad: oil and gas from the Permian Basin, chip fabs from Sherman to Taylor, the medical centers of Houston and Dallas, and Laredo, the busiest land port on the US–Mexico border. The Texas Triangle of Dallas–Fort Worth, Houston and San Antonio–Austin has drawn a long run of corporate headquarters moves over the past decade.',
    collaboration:
      'Every Texas client is within a day’s drive or a short flight of our Austin headquarters, and most share our Central time zone; El Paso and the far west of the state run on Mountain time. We often put engineers from our Mexico City hub on cross-border logistics projects, since they know both sides of the trade.',
    typicalProjects: [
      { title: 'Cross-border freight documentation', text: 'Customs broker, carrier and shipper workflows for northbound and southbound loads through Laredo and other Texas ports of entry.' },
      { title: 'Production reporting for oil and gas operators', text: 'Daily well production, downtime reasons and allocation reporting from SCADA and field data.' },
      { title: 'Telehealth for rural hospitals', text: 'Virtual visits and remote specialist consults for hospitals serving large rural counties.' },
    ],
    nearby: ['austin', 'houston', 'dallas', 'oklahoma'],
    description:
      'Fernhill is a Texas custom software company based in Austin, building energy, healthcare and cross-border logistics software for teams across the state.',
  },
  {
    slug: 'florida',
    kind: 'state',
    name: 'Florida',
    timeZone: 'America/New_York',
    leadingIndustries: ['Tourism and theme parks', 'Space and aerospace', 'Simulation and training', 'Insurance and real estate', 'Healthcare and senior care'],
    intro:
      'Beyond Miami, Florida’s economy spans Orlando’s theme parks and its simulation and training cluster around the University of Central Florida, the launch industry on the Space Coast at Cape Canaveral, and Tampa’s growing health and fintech employers. Property insurance, real estate and senior care are major industries statewide, shaped by hurricanes and a large retiree population.',
    collaboration:
      'For clients whose operations peak during hurricane season, we plan releases and freeze windows around the June–November calendar and keep a support rotation ready for storm-driven traffic. Peninsula clients are an hour ahead of Austin, while Pensacola and the western Panhandle keep our Central time.',
    typicalProjects: [
      { title: 'Catastrophe claims handling for property insurers', text: 'Mobile first notice of loss, adjuster scheduling and surge staffing tools built for the weeks after a landfall.' },
      { title: 'Training and simulation portals', text: 'Learning management and scenario scheduling for defense and commercial simulation programs.' },
      { title: 'Resident and family apps for senior living', text: 'Care updates, activity calendars and billing for residents and their adult children.' },
    ],
    nearby: ['miami', 'jacksonville', 'georgia', 'alabama'],
    description:
      'Catastrophe claims, simulation training portals and senior living apps for Florida companies, with release plans that respect hurricane season.',
  },
  {
    slug: 'new-york',
    kind: 'state',
    name: 'New York',
    timeZone: 'America/New_York',
    leadingIndustries: ['Finance', 'Semiconductors', 'Optics and photonics', 'Agriculture and dairy', 'Higher education and research'],
    intro:
      'Upstate New York has its own technology story: GlobalFoundries makes chips in Malta near Albany, Micron has committed to a large fab complex outside Syracuse, and Rochester’s optics and photonics cluster grew out of Kodak, Xerox and the University of Rochester. Buffalo’s 43North competition funds startups each year, Cornell anchors Ithaca, and dairy farming remains a core rural industry.',
    collaboration:
      'Upstate engagements often involve a plant, a lab and a head office in different cities, so we fly into Albany, Rochester, Syracuse or Buffalo and drive between sites. The time difference is easy to absorb: a 10:00 a.m. review in Rochester is 9:00 a.m. at our desks.',
    typicalProjects: [
      { title: 'Yield and test dashboards for photonics manufacturers', text: 'Collecting test-station data and surfacing yield trends by lot, tool and shift.' },
      { title: 'Member tools for dairy cooperatives', text: 'Milk pickup records, quality results and payment statements for farm members.' },
      { title: 'Research administration for universities', text: 'Grant proposal routing, compliance approvals and effort reporting for sponsored programs offices.' },
    ],
    nearby: ['new-york-city', 'new-jersey', 'pennsylvania', 'massachusetts'],
    description:
      'From Albany to Buffalo, Fernhill builds software for New York State photonics manufacturers, dairy cooperatives and research universities.',
  },
  {
    slug: 'illinois',
    kind: 'state',
    name: 'Illinois',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Agriculture and food processing', 'Heavy equipment manufacturing', 'Insurance', 'Transportation and logistics', 'Research and national laboratories'],
    intro:
      'Downstate Illinois is farm-equipment and grain country: John Deere is headquartered in Moline, Caterpillar keeps major operations around Peoria, and ADM runs large crop-processing operations in Decatur. State Farm is headquartered in Bloomington, Argonne and Fermilab sit in the western suburbs, and the Research Park at the University of Illinois Urbana-Champaign hosts corporate innovation teams from across the country.',
    collaboration:
      'Downstate engagements often mean time in the field, at a dealership or grain elevator, and we build that into discovery rather than relying only on interviews at headquarters. With Illinois on the same Central clock as Austin, your full working day is ours too.',
    typicalProjects: [
      { title: 'Precision agriculture dashboards', text: 'Yield maps, machine data and agronomy recommendations presented to growers and their advisors in one view.' },
      { title: 'Agent tools for insurance carriers', text: 'Quoting, customer history and cross-sell prompts for agents working in local offices.' },
      { title: 'Grain logistics and scale-ticket apps', text: 'Inbound truck scheduling, scale tickets and grade data for elevators during harvest.' },
    ],
    nearby: ['chicago', 'indiana', 'wisconsin', 'missouri'],
    description:
      'Precision agriculture, insurance agent and grain logistics software for Illinois companies from Moline to Urbana-Champaign, built on Central time.',
  },
  {
    slug: 'pennsylvania',
    kind: 'state',
    name: 'Pennsylvania',
    timeZone: 'America/New_York',
    leadingIndustries: ['Healthcare and life sciences', 'Robotics and autonomy', 'Natural gas', 'Manufacturing', 'Warehousing and distribution'],
    intro:
      'Pittsburgh has become a robotics and autonomy center around Carnegie Mellon, with many labs and startups along the riverfront in Lawrenceville and the Strip District, while UPMC is one of the largest employers in the state. The Marcellus Shale made Pennsylvania a leading natural-gas producer, and the Lehigh Valley along I-78 has filled with distribution centers serving the Northeast.',
    collaboration:
      'Robotics and warehouse projects usually include a floor visit early on, so our engineers can see the machines and the people who run them. We fly into Pittsburgh or Allentown depending on where the work is, and Austin staff start early so Eastern-time standups never wait on us.',
    typicalProjects: [
      { title: 'Warehouse robotics integration', text: 'Connecting autonomous mobile robots to the warehouse management system, with dashboards for exceptions and throughput.' },
      { title: 'Well-pad operations apps', text: 'Inspection rounds, emissions checks and work orders for natural-gas field technicians.' },
      { title: 'Patient access tools for hospital networks', text: 'Online scheduling, referrals and price estimates across a multi-hospital system.' },
    ],
    nearby: ['philadelphia', 'new-jersey', 'ohio', 'new-york'],
    description:
      'Robotics integration, well-pad apps and patient access tools for Pennsylvania companies, from Pittsburgh’s Strip District to the Lehigh Valley.',
  },
  {
    slug: 'ohio',
    kind: 'state',
    name: 'Ohio',
    timeZone: 'America/New_York',
    leadingIndustries: ['Advanced manufacturing', 'Healthcare', 'Consumer goods', 'Insurance', 'Aerospace'],
    intro:
      'Ohio’s three biggest metros each have a distinct economy: Cleveland is organized around the Cleveland Clinic and University Hospitals, Cincinnati around Procter & Gamble, Kroger and GE Aerospace in Evendale, and Dayton around Wright-Patterson Air Force Base and its research labs. Across the state, thousands of manufacturers supply the auto, appliance and aerospace industries, and Progressive Insurance is based outside Cleveland.',
    collaboration:
      'Because many Ohio manufacturers run legacy ERP and shop-floor systems, our teams begin with an integration map and visit the plant within the first two weeks before proposing any new software. Cleveland, Cincinnati and Dayton are each an easy trip from Austin, and the one-hour time difference rarely affects scheduling.',
    typicalProjects: [
      { title: 'Manufacturing execution dashboards', text: 'Work-order status, scrap and OEE views pulled from machines and ERP, shown on the shop floor and in the office.' },
      { title: 'Brand and retail analytics for consumer goods', text: 'Sell-through, promotion and retailer data combined in a warehouse that marketing and sales can both query.' },
      { title: 'Clinical scheduling for health systems', text: 'Operating room and clinic scheduling tools that reduce gaps and last-minute cancellations.' },
    ],
    nearby: ['columbus', 'michigan', 'pennsylvania', 'kentucky'],
    description:
      'Fernhill builds manufacturing, consumer goods and healthcare software for Ohio companies in Cleveland, Cincinnati and Dayton, with early on-site visits.',
  },
  {
    slug: 'georgia',
    kind: 'state',
    name: 'Georgia',
    timeZone: 'America/New_York',
    leadingIndustries: ['Ports and logistics', 'Automotive and EV manufacturing', 'Agriculture and poultry', 'Film and television production', 'Cybersecurity'],
    intro:
      'Outside Atlanta, Georgia’s economy runs through the Port of Savannah, one of the busiest container ports in the country, and the Hyundai Metaplant in Bryan County, which has drawn battery and parts suppliers to the coast. Gainesville calls itself the poultry capital of the world, Augusta’s Georgia Cyber Center works alongside the Army’s cyber mission at Fort Eisenhower, and studios around the state keep film production busy.',
    collaboration:
      'Port and plant clients usually want at least one working session on-site during discovery, so we connect through Atlanta to Savannah, Augusta or Gainesville. Between visits, the team works your hours, with Texas-based staff logging on early for Eastern-time standups.',
    typicalProjects: [
      { title: 'Drayage appointment and chassis tools', text: 'Appointment booking, gate status and chassis availability for truckers serving a container terminal.' },
      { title: 'Poultry processing traceability', text: 'Flock-to-package tracking, USDA inspection records and recall lookups for processors.' },
      { title: 'Cyber range and training portals', text: 'Scheduling, lab provisioning and scoring for hands-on cybersecurity training.' },
    ],
    nearby: ['atlanta', 'alabama', 'south-carolina', 'florida'],
    description:
      'Drayage tools, poultry traceability and cyber training portals for Georgia companies in Savannah, Gainesville and Augusta, built by Fernhill.',
  },
  {
    slug: 'north-carolina',
    kind: 'state',
    name: 'North Carolina',
    timeZone: 'America/New_York',
    leadingIndustries: ['Life sciences and biomanufacturing', 'Banking', 'Software and analytics', 'Furniture and textiles', 'Agriculture'],
    intro:
      'Research Triangle Park, bounded by Duke, UNC-Chapel Hill and NC State, is one of the largest research parks in the country, with biomanufacturing plants and software companies such as SAS in Cary and Red Hat in Raleigh. High Point still hosts the world’s largest furniture trade show twice a year, and eastern North Carolina leads the nation in sweet potato production.',
    collaboration:
      'For biomanufacturing work we bring engineers who understand GMP documentation, since validation and change control shape every release. Triangle clients are a nonstop flight away at RDU, and being an hour behind the Eastern clock gives our team time to finish reviews after your office closes.',
    typicalProjects: [
      { title: 'Electronic batch records', text: 'Guided batch execution, deviations and review-by-exception for GMP manufacturing, with audit trails suitable for 21 CFR Part 11.' },
      { title: 'B2B ordering for furniture manufacturers', text: 'Configurable product catalogs, dealer pricing and order tracking for home furnishings brands.' },
      { title: 'Analytics platforms for statistical teams', text: 'Modern data pipelines and Python services around existing statistical models.' },
    ],
    nearby: ['charlotte', 'south-carolina', 'virginia', 'tennessee'],
    description:
      'Electronic batch records, furniture B2B ordering and analytics platforms for North Carolina biomanufacturers and companies in the Research Triangle.',
  },
  {
    slug: 'michigan',
    kind: 'state',
    name: 'Michigan',
    timeZone: 'America/Detroit',
    leadingIndustries: ['Automotive', 'Medical devices', 'Office furniture', 'Agriculture', 'Higher education and research'],
    intro:
      'Outside Detroit, Michigan has strong manufacturing clusters of its own: Stryker in Kalamazoo makes medical devices, Steelcase and MillerKnoll make West Michigan a center of office furniture design, and Grand Rapids has built a medical corridor on the Medical Mile. Ann Arbor’s University of Michigan drives research and startups, and the orchards near Traverse City produce most of the nation’s tart cherries.',
    collaboration:
      'Many West Michigan manufacturers run tight build-to-order lines, so we plan visits around production schedules and never ask for a line stop. We fly into Grand Rapids or Detroit depending on the client, and our Austin day starts an hour after yours.',
    typicalProjects: [
      { title: 'Product configurators for furniture makers', text: 'Configure-price-quote tools that turn dealer selections into valid bills of materials and quotes.' },
      { title: 'Case support apps for device reps', text: 'Surgical case scheduling, loaner kit tracking and usage capture for medical-device field teams.' },
      { title: 'Grower portals for fruit cooperatives', text: 'Delivery records, quality grades and payments for growers selling to processors.' },
    ],
    nearby: ['detroit', 'ohio', 'indiana', 'wisconsin'],
    description:
      'Furniture configurators, device-rep apps and grower portals for Michigan manufacturers and cooperatives from Kalamazoo to Traverse City.',
  },
  {
    slug: 'new-jersey',
    kind: 'state',
    name: 'New Jersey',
    timeZone: 'America/New_York',
    leadingIndustries: ['Pharmaceuticals', 'Telecommunications research', 'Ports and warehousing', 'Financial services', 'Insurance'],
    intro:
      'New Jersey has long been called the nation’s medicine chest, with Johnson & Johnson in New Brunswick, Merck in Rahway and Bristol Myers Squibb in Princeton. Nokia Bell Labs carries on a long research tradition, the Port Newark–Elizabeth terminals and the Turnpike warehouses handle goods for the whole Northeast, and Jersey City’s waterfront hosts trading and back-office operations for major banks.',
    collaboration:
      'Pharma clients usually bring quality and regulatory teams in early, so we plan validation documentation alongside the product backlog. Newark Liberty puts most of the state within an hour of an on-site session, and our engineers shift their mornings earlier to meet the Eastern-time day.',
    typicalProjects: [
      { title: 'Regulatory submission tracking', text: 'Dossier planning, document status and health-authority correspondence tracked across products and markets.' },
      { title: 'Yard and dock management for warehouses', text: 'Trailer check-in, door assignments and dwell-time alerts for busy distribution centers.' },
      { title: 'Trade operations dashboards', text: 'Settlement breaks, reconciliations and exception queues for bank operations teams.' },
    ],
    nearby: ['new-york-city', 'philadelphia', 'new-york', 'pennsylvania'],
    description:
      'Fernhill builds regulated pharma, warehouse and bank operations software for New Jersey companies, with validation planned alongside the backlog.',
  },
  {
    slug: 'virginia',
    kind: 'state',
    name: 'Virginia',
    timeZone: 'America/New_York',
    leadingIndustries: ['Government contracting and defense', 'Data centers', 'Shipbuilding and naval operations', 'Financial services', 'Agriculture'],
    intro:
      'Loudoun County’s Data Center Alley around Ashburn holds the largest concentration of data centers in the world, and Northern Virginia from Tysons to Reston is full of federal contractors. Hampton Roads is home to Naval Station Norfolk and the shipyard at Newport News, Richmond hosts Capital One’s large campus and the Richmond Fed, and Virginia Tech’s Innovation Campus in Alexandria trains graduate engineers next to National Landing.',
    collaboration:
      'For contractor work we set up development environments that match your security requirements before any code is written, and we staff contracts that require it with US-based engineers only. We fly into Dulles for Northern Virginia and Norfolk for Hampton Roads.',
    typicalProjects: [
      { title: 'Capacity and power monitoring for data centers', text: 'Rack, power and cooling dashboards that help operators plan capacity and spot problems early.' },
      { title: 'Work-package tools for shipyards', text: 'Digital work instructions, material status and inspection sign-off for ship maintenance and construction.' },
      { title: 'Cloud migration for federal contractors', text: 'Moving legacy applications to government cloud regions with infrastructure as code and automated compliance evidence.' },
    ],
    nearby: ['washington-dc', 'maryland', 'north-carolina'],
    description:
      'Data center monitoring, shipyard work packages and cloud migrations for Virginia operators and federal contractors from Ashburn to Hampton Roads.',
  },
  {
    slug: 'washington',
    kind: 'state',
    name: 'Washington',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Aerospace', 'Cloud software', 'Tree fruit and agriculture', 'Ports and maritime', 'Hydropower and energy research'],
    intro:
      'East of the Cascades, Washington is one of the largest apple-producing regions in the world, with packing houses across the Yakima and Wenatchee valleys, and the Columbia River dams supply much of the state’s electricity. Pacific Northwest National Laboratory in Richland leads energy and grid research, Spokane serves as the eastern hub, and the aerospace supply chain stretches from Everett to small machine shops statewide.',
    collaboration:
      'East of the mountains we fly into Spokane, Yakima or Pasco and plan around harvest and packing seasons, when no one has time for workshops. Pacific time means our Austin team reaches you two hours into its own day, which leaves early mornings for focused build work.',
    typicalProjects: [
      { title: 'Packing-house operations software', text: 'Bin receiving, grading, storage and order fulfillment for tree-fruit packers.' },
      { title: 'Supplier portals for aerospace manufacturing', text: 'Purchase orders, first-article inspection and certification tracking between primes and machine shops.' },
      { title: 'Grid and generation data tools', text: 'Dashboards and forecasting pipelines for utilities and research programs working with hydropower data.' },
    ],
    nearby: ['seattle', 'portland', 'oregon'],
    description:
      'Packing-house software, aerospace supplier portals and grid data tools for Washington State companies, planned around harvest and built on Pacific time.',
  },
  {
    slug: 'arizona',
    kind: 'state',
    name: 'Arizona',
    timeZone: 'America/Phoenix',
    leadingIndustries: ['Semiconductors', 'Copper mining', 'Aerospace and defense', 'Tourism', 'Winter vegetable farming'],
    intro:
      'Arizona produces most of the copper mined in the United States, from open pits near Morenci and in the Globe-Miami district. Tucson is home to a large missile-systems plant and the University of Arizona’s space science programs, Yuma grows most of the country’s leafy greens in winter, and Flagstaff and the Grand Canyon draw millions of visitors a year.',
    collaboration:
      'Most Arizona work outside the Valley happens at a site, whether a mine near Morenci, a packing shed in Yuma or a test range near Tucson, so we fly into Tucson or Phoenix and drive. The state’s fixed clock matches Pacific time in summer and Mountain time in winter, and our Mexico City hub stays one hour ahead of it all year.',
    typicalProjects: [
      { title: 'Equipment telematics for mining fleets', text: 'Haul truck and shovel data turned into utilization, maintenance and fuel reports for operations staff.' },
      { title: 'Harvest and cooling logistics for growers', text: 'Field crew tracking, cooler intake and shipping schedules for perishable produce.' },
      { title: 'Requirements and test tracking for defense programs', text: 'Traceability from requirement to test result, with access controls for controlled technical data.' },
    ],
    nearby: ['phoenix', 'las-vegas', 'utah'],
    description:
      'Mining telematics, produce logistics and defense test tracking for Arizona companies in Tucson, Yuma and beyond, with a nearshore team one hour ahead.',
  },
  {
    slug: 'massachusetts',
    kind: 'state',
    name: 'Massachusetts',
    timeZone: 'America/New_York',
    leadingIndustries: ['Life sciences and biomanufacturing', 'Higher education', 'Defense electronics and research', 'Insurance', 'Advanced manufacturing'],
    intro:
      'Beyond Boston, the Route 128 corridor hosts defense research at MIT Lincoln Laboratory in Lexington and MITRE in Bedford, alongside robotics and electronics firms. Worcester has grown a biomanufacturing cluster near UMass Chan Medical School and WPI, Springfield is home to MassMutual, and the Pioneer Valley’s colleges make higher education an anchor employer in the west.',
    collaboration:
      'University clients plan around the academic calendar, so we avoid move-in and finals weeks for launches. We fly into Logan, drive out along the Mass Pike when the work is in Worcester or Springfield, and run standups to the Eastern clock, an hour ahead of our own.',
    typicalProjects: [
      { title: 'Biomanufacturing operations dashboards', text: 'Bioreactor runs, batch status and equipment calendars shown in one place for manufacturing and quality teams.' },
      { title: 'Student and faculty apps for colleges', text: 'Advising, course planning and campus services integrated with the student information system.' },
      { title: 'Policyholder service for mutual insurers', text: 'Self-service for policy changes, beneficiaries and payments, with clear handoffs to service agents.' },
    ],
    nearby: ['boston', 'new-york'],
    description:
      'Biomanufacturing dashboards, campus apps and policyholder service software for Massachusetts organizations along Route 128 and in Worcester.',
  },
  {
    slug: 'tennessee',
    kind: 'state',
    name: 'Tennessee',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Healthcare', 'Automotive and EV manufacturing', 'Logistics', 'Music', 'Energy research'],
    intro:
      'Memphis is a global logistics hub built around the FedEx World Hub, and Ford’s BlueOval City is taking shape to the northeast. Volkswagen builds cars in Chattanooga, where the city-owned utility EPB built one of the first citywide gigabit fiber networks, and Oak Ridge National Laboratory near Knoxville hosts some of the world’s fastest supercomputers.',
    collaboration:
      'Middle and West Tennessee share Central time with Austin, while Knoxville and Chattanooga are on Eastern, so we schedule across both. We fly into Memphis, Nashville or Knoxville, and automotive plant projects include time on the line during discovery.',
    typicalProjects: [
      { title: 'Air cargo operations tools', text: 'Sort planning, exception handling and shipper notifications for time-critical freight.' },
      { title: 'Quality tracking for EV and battery plants', text: 'Inspection data, defect tracking and traceability from cell to pack to vehicle.' },
      { title: 'Customer portals for municipal utilities', text: 'Billing, outage reporting and broadband sign-up for public power companies.' },
    ],
    nearby: ['nashville', 'kentucky', 'alabama', 'georgia'],
    description:
      'Custom software for Tennessee logistics, automotive, utility and research organizations in Memphis, Chattanooga and Knoxville, built by Fernhill.',
  },
  {
    slug: 'indiana',
    kind: 'state',
    name: 'Indiana',
    timeZone: 'America/Indianapolis',
    leadingIndustries: ['Recreational vehicles', 'Orthopedic devices', 'Steel', 'Engines and heavy manufacturing', 'Agriculture'],
    intro:
      'Elkhart County builds most of the recreational vehicles sold in North America, and Warsaw is known as the orthopedic capital of the world, home to Zimmer Biomet and other implant makers. Cummins is headquartered in Columbus, Indiana, Northwest Indiana’s mills along Lake Michigan make the state a leading steel producer, and Purdue in West Lafayette is a major engineering school.',
    collaboration:
      'Most of Indiana is on Eastern time, one hour ahead of Austin, though the northwest and southwest corners follow Central. We fly into Indianapolis or South Bend and drive to plants; RV and steel projects often start with a walk through the production line.',
    typicalProjects: [
      { title: 'Warranty claims for RV manufacturers', text: 'Dealer claim submission, parts returns and supplier chargebacks in one portal.' },
      { title: 'Implant and instrument set tracking', text: 'Tracking for orthopedic sets as they move between warehouses, hospitals and reprocessing.' },
      { title: 'Engine and equipment telematics', text: 'Fault codes and duty-cycle data turned into service alerts for fleet customers.' },
    ],
    nearby: ['indianapolis', 'chicago', 'ohio', 'kentucky'],
    description:
      'Warranty portals for RV builders, implant set tracking and engine telematics for Indiana manufacturers from Elkhart and Warsaw to Columbus.',
  },
  {
    slug: 'maryland',
    kind: 'state',
    name: 'Maryland',
    timeZone: 'America/New_York',
    leadingIndustries: ['Federal health research and biotech', 'Cybersecurity', 'Healthcare', 'Aerospace', 'Port and logistics'],
    intro:
      'The I-270 corridor from Bethesda to Frederick links the National Institutes of Health with a dense cluster of biotech and contract research firms, and the FDA’s headquarters sits nearby in White Oak. Fort Meade, home to the NSA and US Cyber Command, has made Maryland a cybersecurity center, Johns Hopkins anchors Baltimore’s medical economy, and NASA Goddard in Greenbelt runs major space science missions.',
    collaboration:
      'Federal-adjacent clients have security requirements we meet before onboarding engineers, including background checks where a contract calls for them. We fly into BWI for Baltimore and Fort Meade and into Reagan National for the I-270 corridor, and schedule meetings early in our day to match Eastern hours.',
    typicalProjects: [
      { title: 'Clinical research data capture', text: 'Electronic case report forms, site monitoring and data cleaning workflows for contract research organizations.' },
      { title: 'Security operations tooling', text: 'Alert triage, case management and reporting tools for managed security providers.' },
      { title: 'Scientific data portals', text: 'Search and download portals that make large research datasets usable for outside scientists.' },
    ],
    nearby: ['washington-dc', 'virginia', 'pennsylvania', 'philadelphia'],
    description:
      'Clinical data capture, security operations tools and research data portals for Maryland organizations along I-270, in Baltimore and near Fort Meade.',
  },
  {
    slug: 'missouri',
    kind: 'state',
    name: 'Missouri',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Agricultural science', 'Healthcare IT', 'Financial services', 'Aerospace and defense', 'Rail and logistics'],
    intro:
      'St. Louis is a plant-science center, with the Donald Danforth Plant Science Center and Bayer’s crop science operations, and a startup scene in the Cortex Innovation District near Washington University. Edward Jones and Stifel keep financial services strong there, Boeing builds military aircraft near the airport, and Kansas City has a deep healthcare IT workforce rooted in Cerner, now Oracle Health.',
    collaboration:
      'Many Missouri projects connect to electronic health records or large enterprise systems, so we plan integration testing environments early. St. Louis and Kansas City are both nonstop flights from Austin, and there is no time difference to work around.',
    typicalProjects: [
      { title: 'EHR integrations', text: 'FHIR and HL7 interfaces that connect digital health products to hospital records without manual re-entry.' },
      { title: 'Tools for financial advisors', text: 'Client meeting prep, household summaries and compliance-ready note-taking for branch advisors.' },
      { title: 'Field trial data management', text: 'Plot layouts, observations and results for crop research trials across many locations.' },
    ],
    nearby: ['illinois', 'oklahoma', 'kentucky', 'tennessee'],
    description:
      'EHR integrations, advisor tools and crop trial software for Missouri companies in St. Louis and Kansas City, delivered by Fernhill on Central time.',
  },
  {
    slug: 'wisconsin',
    kind: 'state',
    name: 'Wisconsin',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Dairy and food processing', 'Industrial manufacturing', 'Healthcare IT', 'Insurance', 'Paper and packaging'],
    intro:
      'Wisconsin makes more cheese than any other state, and Milwaukee’s industrial base includes Rockwell Automation and Harley-Davidson. Epic Systems in Verona has made the Madison area a center of healthcare software, Northwestern Mutual and American Family Insurance are major employers, and the Fox Valley’s paper mills have evolved into a packaging industry.',
    collaboration:
      'For healthcare clients we bring engineers who have built against Epic’s APIs, which shortens integration work considerably. Milwaukee and Madison keep the same Central clock as Austin, and we travel up for kickoffs and for user sessions in clinics, plants and insurance offices.',
    typicalProjects: [
      { title: 'Epic-integrated patient apps', text: 'Scheduling, results and messaging features that connect to Epic through its APIs and FHIR endpoints.' },
      { title: 'Cheese plant traceability', text: 'Milk intake, vat records, aging inventory and lot tracing for dairy processors.' },
      { title: 'Industrial equipment dashboards', text: 'Machine data from the plant floor surfaced for maintenance and production planning.' },
    ],
    nearby: ['chicago', 'minneapolis', 'minnesota', 'illinois'],
    description:
      'Epic-integrated patient apps, cheese plant traceability and factory dashboards for Wisconsin healthcare organizations, dairies and manufacturers.',
  },
  {
    slug: 'colorado',
    kind: 'state',
    name: 'Colorado',
    timeZone: 'America/Denver',
    leadingIndustries: ['Aerospace and space', 'Tourism and ski resorts', 'Energy', 'Agriculture and ranching', 'Bioscience'],
    intro:
      'Colorado Springs is a military space center, with Peterson and Schriever Space Force bases and the Space Foundation. Ski towns from Vail to Telluride run year-round tourism businesses, Weld County is both a top oil producer and a leading agricultural county, and the Anschutz Medical Campus in Aurora and Colorado State in Fort Collins support a strong bioscience sector.',
    collaboration:
      'Resort projects are timed so nothing launches in peak ski season, and space and energy clients set the pace for on-site reviews. We fly into Denver or Colorado Springs and drive to the mountains or the Eastern Plains when needed; with only an hour between us, almost the whole day is shared.',
    typicalProjects: [
      { title: 'Guest platforms for ski resorts', text: 'Lift tickets, lessons, rentals and lodging in one booking flow, with capacity controls for busy days.' },
      { title: 'Mission software for space contractors', text: 'Scheduling, telemetry and reporting tools built with defense security requirements in mind.' },
      { title: 'Water and ranch management tools', text: 'Water rights, irrigation schedules and herd records for ranches and ditch companies.' },
    ],
    nearby: ['denver', 'utah', 'salt-lake-city'],
    description:
      'Ski resort booking, space mission tools and ranch water management software for Colorado organizations from Colorado Springs to Weld County.',
  },
  {
    slug: 'minnesota',
    kind: 'state',
    name: 'Minnesota',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Healthcare and medical research', 'Medical technology', 'Food and agriculture', 'Mining', 'Retail'],
    intro:
      'Rochester is home to Mayo Clinic, whose Destination Medical Center initiative has attracted research partners and health startups to the city. Hormel Foods is headquartered in Austin, Minnesota, Land O’Lakes runs its farmer-owned cooperative from Arden Hills, the Iron Range still mines most of the nation’s iron ore, and Duluth is the westernmost port on the Great Lakes.',
    collaboration:
      'Rural clients on the Iron Range or in farm country often prefer a working session at their site over a trip to the Cities, so we come to them, flying into MSP or Rochester. Minnesota and our Austin, Texas, headquarters keep the same Central clock, so there are no offset meetings.',
    typicalProjects: [
      { title: 'Research study management', text: 'Participant recruitment, consent and visit tracking for clinical research programs.' },
      { title: 'Cooperative member portals', text: 'Patronage statements, orders and agronomy services for farmer-owned cooperatives.' },
      { title: 'Mine maintenance planning', text: 'Equipment work orders, parts and shutdown planning for taconite operations.' },
    ],
    nearby: ['minneapolis', 'wisconsin'],
    description:
      'Research study tools, cooperative portals and mine maintenance software for Minnesota organizations from Rochester to the Iron Range.',
  },
  {
    slug: 'south-carolina',
    kind: 'state',
    name: 'South Carolina',
    timeZone: 'America/New_York',
    leadingIndustries: ['Automotive manufacturing', 'Aerospace', 'Tires and rubber', 'Ports and logistics', 'Tourism'],
    intro:
      'BMW’s Spartanburg plant is the company’s largest in the world, and the I-85 corridor between Greenville and Spartanburg is also home to Michelin North America and Clemson’s automotive research campus, CU-ICAR. Boeing builds 787s in North Charleston, the Port of Charleston is a major container gateway, and the Charleston Digital Corridor supports a growing software community.',
    collaboration:
      'Manufacturing clients usually want our engineers to understand their just-in-time supply rhythm before we propose changes, so discovery starts on the plant floor. We fly into Greenville-Spartanburg or Charleston and work to the Eastern clock, an hour ahead of ours.',
    typicalProjects: [
      { title: 'Just-in-sequence supplier tools', text: 'Sequence broadcasts, ship notices and line-side delivery tracking for automotive suppliers.' },
      { title: 'Container release and pickup tools', text: 'Customs holds, release status and pickup scheduling for importers and truckers.' },
      { title: 'Booking systems for coastal rentals', text: 'Vacation rental reservations, owner statements and housekeeping schedules for beach towns.' },
    ],
    nearby: ['charlotte', 'north-carolina', 'georgia'],
    description:
      'Just-in-sequence supplier tools, port release apps and rental booking systems for South Carolina companies on the I-85 corridor and the coast.',
  },
  {
    slug: 'alabama',
    kind: 'state',
    name: 'Alabama',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Aerospace and defense', 'Automotive manufacturing', 'Healthcare and research', 'Shipbuilding', 'Steel'],
    intro:
      'Huntsville is a rocket and defense city, with NASA’s Marshall Space Flight Center and the Army at Redstone Arsenal surrounded by contractors in Cummings Research Park. Mercedes-Benz, Hyundai, Honda and a Mazda Toyota joint venture all build vehicles in the state, UAB makes Birmingham a medical and research center, and Mobile hosts an Airbus final assembly line and shipbuilding on the bay.',
    collaboration:
      'For defense work we scope data handling and facility requirements early so our staffing plan fits your program’s rules. Huntsville, Birmingham and Mobile all run on Austin’s Central time, and we fly into whichever is closest to the program office or plant.',
    typicalProjects: [
      { title: 'Program management tools for defense contractors', text: 'Schedules, deliverables and contract data requirements tracked across programs.' },
      { title: 'Supplier dashboards for auto plants', text: 'Inbound parts status and quality alerts for tier-one suppliers.' },
      { title: 'Research enrollment apps for academic medical centers', text: 'Study matching and enrollment tools for clinicians and research coordinators.' },
    ],
    nearby: ['atlanta', 'georgia', 'tennessee', 'nashville'],
    description:
      'Defense program tools, auto supplier dashboards and research apps for Alabama organizations in Huntsville, Birmingham and Mobile, built by Fernhill.',
  },
  {
    slug: 'louisiana',
    kind: 'state',
    name: 'Louisiana',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Petrochemicals and refining', 'LNG export', 'Ports and river shipping', 'Tourism and hospitality', 'Seafood'],
    intro:
      'Refineries and chemical plants line the Mississippi between Baton Rouge and New Orleans, and LNG export terminals at Sabine Pass and Cameron ship natural gas worldwide. The river ports of South Louisiana move a large share of the country’s grain exports, Lafayette is an oilfield services hub, and New Orleans pairs a tourism economy with Tulane and the BioDistrict.',
    collaboration:
      'Lake Charles is about four hours from our office by road, so plant clients in the southwest of the state often see us by car, and everyone works on the same Central clock. For plant and marine clients we plan site visits around turnarounds and high-water season.',
    typicalProjects: [
      { title: 'Barge fleet tracking', text: 'Location, cargo and draft data for barges and towboats, shared with shippers and terminals.' },
      { title: 'Turnaround planning tools', text: 'Work package tracking, contractor check-in and progress reporting for refinery maintenance shutdowns.' },
      { title: 'Hospitality and event booking', text: 'Group sales, event spaces and guest communications for hotels and venues.' },
    ],
    nearby: ['houston', 'texas'],
    description:
      'Barge tracking, refinery turnaround planning and hospitality software for Louisiana companies, built by Fernhill within driving distance in Austin.',
  },
  {
    slug: 'kentucky',
    kind: 'state',
    name: 'Kentucky',
    timeZone: 'America/New_York',
    leadingIndustries: ['Automotive manufacturing', 'Air cargo and logistics', 'Bourbon distilling', 'Health insurance', 'Thoroughbred horses'],
    intro:
      'Toyota’s plant in Georgetown is its largest anywhere, and Ford builds trucks and SUVs in Louisville, where the UPS Worldport is the company’s global air hub. Distilleries along the Bourbon Trail produce nearly all the world’s bourbon, Humana is headquartered in Louisville, and the horse farms around Lexington supply the thoroughbred industry.',
    collaboration:
      'Louisville and Lexington are on Eastern time, one hour ahead of Austin, while western Kentucky follows Central. We fly into Louisville or Lexington, and distillery and plant projects start with a tour so we see how barrels and parts actually move.',
    typicalProjects: [
      { title: 'Barrel inventory for distilleries', text: 'Barrel tracking across rickhouses, with fill dates, proof readings and excise tax reporting.' },
      { title: 'Shipment visibility for air cargo', text: 'Tracking, customs status and delivery exceptions for shippers using overnight air.' },
      { title: 'Bloodstock and breeding records', text: 'Pedigrees, breeding and sale records for thoroughbred farms and consignors.' },
    ],
    nearby: ['indianapolis', 'tennessee', 'ohio', 'nashville'],
    description:
      'Barrel inventory for distilleries, air cargo visibility and thoroughbred records: custom software for Kentucky companies in Louisville and Lexington.',
  },
  {
    slug: 'oregon',
    kind: 'state',
    name: 'Oregon',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: ['Semiconductors', 'Athletic apparel', 'Forest products', 'Wine and specialty agriculture', 'Data centers'],
    intro:
      'Outside Portland, Oregon’s economy rests on timber and wood products, Willamette Valley vineyards known for Pinot Noir, and nursery crops. Large data centers operate in The Dalles, Hillsboro and Prineville, Bend has attracted remote workers and small tech companies, and Oregon State in Corvallis and the University of Oregon in Eugene supply research and graduates.',
    collaboration:
      'Wine and agriculture clients usually ask us to avoid harvest for launches and training, and we plan the calendar accordingly. We fly into Portland, Eugene or Redmond for Bend, and because Austin is two hours ahead, overnight fixes are often ready before you open.',
    typicalProjects: [
      { title: 'Wine club and direct-to-consumer sales', text: 'Club memberships, shipping compliance checks and tasting-room sales in one system.' },
      { title: 'Log and lumber inventory', text: 'Tracking logs, lumber grades and mill output for forest products companies.' },
      { title: 'Facility monitoring for data centers', text: 'Dashboards for power, cooling and maintenance across sites.' },
    ],
    nearby: ['portland', 'washington', 'seattle'],
    description:
      'Wine club platforms, lumber inventory and data center monitoring for Oregon companies from the Willamette Valley to Bend, built on Pacific time.',
  },
  {
    slug: 'oklahoma',
    kind: 'state',
    name: 'Oklahoma',
    timeZone: 'America/Chicago',
    leadingIndustries: ['Oil and natural gas', 'Aerospace maintenance', 'Agriculture and cattle', 'Wind energy', 'Tribal enterprises'],
    intro:
      'Oklahoma City and Tulsa are energy headquarters towns, home to Devon Energy, ONEOK and Williams. Tinker Air Force Base runs a major aircraft maintenance depot, American Airlines’ Tulsa base is one of the largest airline maintenance facilities in the world, and the state’s tribal nations operate large enterprises in gaming, healthcare and construction.',
    collaboration:
      'Oklahoma City is a short flight from Austin, and with no time difference we can treat your team as an extension of ours. Tribal and energy clients often have specific data sovereignty or operational security needs, so we agree on hosting, access and ownership terms at the start.',
    typicalProjects: [
      { title: 'Aircraft maintenance planning', text: 'Inspection schedules, parts availability and hangar capacity planning for MRO operations.' },
      { title: 'Services platforms for tribal nations', text: 'Citizen services, benefits and program enrollment portals built with tribal data ownership in mind.' },
      { title: 'Midstream operations dashboards', text: 'Pipeline throughput, nominations and measurement data for gathering and processing operators.' },
    ],
    nearby: ['texas', 'dallas', 'fort-worth', 'missouri'],
    description:
      'Aircraft maintenance planning, tribal services platforms and midstream dashboards for Oklahoma organizations, delivered by Fernhill on Central time.',
  },
  {
    slug: 'utah',
    kind: 'state',
    name: 'Utah',
    timeZone: 'America/Denver',
    leadingIndustries: ['Software and SaaS', 'Aerospace and defense', 'Natural products and supplements', 'Outdoor recreation and tourism', 'Financial services'],
    intro:
      'Utah Valley’s Silicon Slopes companies share the state with Hill Air Force Base near Ogden and a large Northrop Grumman presence in northern Utah. Utah is also a center of the natural products and supplement industry, its five national parks drive tourism in the south, and Utah State in Logan and BYU in Provo graduate many of the state’s engineers.',
    collaboration:
      'Many Utah clients are direct-to-consumer brands that want releases timed around promotion calendars, so we plan code freezes around those dates. We fly into Salt Lake City and drive to Provo, Ogden or Logan, and Mountain time is only an hour behind our Austin office.',
    typicalProjects: [
      { title: 'Subscription commerce for supplement brands', text: 'Subscriptions, bundles and label compliance content for direct-to-consumer health brands.' },
      { title: 'Engineering data tools for defense programs', text: 'Test data management and reporting for aerospace and missile programs.' },
      { title: 'Tour and lodging booking near national parks', text: 'Reservations and guide scheduling for outfitters and lodging near Zion, Arches and Bryce Canyon.' },
    ],
    nearby: ['salt-lake-city', 'colorado', 'arizona', 'las-vegas'],
    description:
      'Fernhill builds subscription commerce, defense data and tourism booking software for Utah companies from Ogden to St. George, one time zone from Austin.',
  },
] satisfies LocationInput[];
