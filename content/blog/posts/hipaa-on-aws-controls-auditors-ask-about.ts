import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'hipaa-on-aws-controls-auditors-ask-about',
  title: 'HIPAA on AWS: the 14 controls auditors actually ask about',
  excerpt: 'HIPAA doesn’t come with a checklist, but assessors and hospital security reviewers ask about the same things every time. These are the fourteen controls we build into every healthcare platform on AWS, and how we prove each one.',
  date: '2025-08-05',
  author: 'owen-whitaker',
  category: 'engineering',
  tags: ['hipaa', 'aws', 'compliance', 'healthcare', 'security'],
  body: [
    {
      type: 'p',
      text: 'There is no such thing as a HIPAA certification, and signing a business associate agreement with AWS does not make your product compliant. What exists is the Security Rule’s list of safeguards, written in deliberately technology-neutral language, and a group of assessors, hospital security teams and enterprise procurement reviewers who translate it into questions. After dozens of healthcare builds and our own SOC 2 Type II audits, we have found those questions to be remarkably consistent.',
    },
    { type: 'h2', id: 'the-fourteen-controls', text: 'The fourteen controls' },
    {
      type: 'p',
      text: 'These are the controls we build into every [HIPAA-compliant platform](/services/hipaa-compliant-software-development) on AWS from the first sprint. Retrofitting them after launch typically costs three to five times as much, mostly because data has already landed in places nobody planned for.',
    },
    {
      type: 'ol',
      items: [
        '**A signed BAA with AWS**, accepted through AWS Artifact, and PHI stored or processed only in HIPAA-eligible services. We keep the list of services in use next to AWS’s eligibility reference and review it whenever something new is added.',
        '**Encryption at rest everywhere PHI lands:** RDS, S3, EBS, snapshots and backups, using KMS keys whose policies separate the people who administer a key from the roles that use it.',
        '**Encryption in transit:** TLS 1.2 or later on every load balancer and API, and rds.force_ssl enabled on Postgres so unencrypted client connections are refused.',
        '**Unique user identities:** single sign-on through IAM Identity Center, no shared accounts, and no long-lived access keys for people.',
        '**Multi-factor authentication** for the AWS console, the VPN and every admin interface in the application itself.',
        '**Least-privilege roles with quarterly access reviews**, evidenced by an export and a signed-off ticket rather than a calendar reminder.',
        '**Infrastructure audit logging:** a multi-region CloudTrail trail with log file validation, delivered to a separate, locked-down logging account.',
        '**Application audit logging:** who viewed, created, changed or exported which patient record, when and from where. We default to six years of retention to match HIPAA’s documentation rule.',
        '**Network segmentation:** PHI datastores in private subnets with no public endpoints, security groups scoped by role, and VPC endpoints for S3 and KMS.',
        '**Backups with tested restores:** AWS Backup plans with cross-region copies and a restore drill at least twice a year, with the measured recovery time written down.',
        '**Vulnerability management:** Amazon Inspector for instances and container images, dependency scanning in CI, and written patch deadlines by severity.',
        '**Threat detection and alerting:** GuardDuty in every region, and alerts on root account use and on changes to CloudTrail or security groups, routed to a person on an on-call rotation.',
        '**PHI kept out of logs, error trackers and analytics**, enforced with scrubbing middleware and tests, plus a BAA with any vendor that could still receive it.',
        '**An incident response and breach notification plan**, rehearsed in a tabletop exercise every year, with the 60-day notification deadline spelled out.',
      ],
    },
    { type: 'h2', id: 'how-we-prove-them', text: 'How we prove them' },
    {
      type: 'p',
      text: 'Auditors want evidence, not architecture diagrams. We keep a control matrix that maps each item above to the Terraform module that implements it, the report that proves it and the person who owns it. For the infrastructure controls, the output of a few read-only AWS CLI calls goes into the evidence folder every quarter:',
    },
    {
      type: 'code',
      language: 'bash',
      code: `# CloudTrail: multi-region trail with log file validation
aws cloudtrail describe-trails \\
  --query 'trailList[].{name:Name,multiRegion:IsMultiRegionTrail,validation:LogFileValidationEnabled}'

# RDS: every instance encrypted at rest
aws rds describe-db-instances \\
  --query 'DBInstances[].{db:DBInstanceIdentifier,encrypted:StorageEncrypted}'

# EBS: encryption by default in this region
aws ec2 get-ebs-encryption-by-default

# S3: public access blocked for the whole account
aws s3control get-public-access-block \\
  --account-id "$(aws sts get-caller-identity --query Account --output text)"`,
    },
    {
      type: 'p',
      text: 'The AWS Config conformance pack for HIPAA Security checks most of these continuously, and we deploy it on every account. We still keep the quarterly snapshots, because an assessor sampling evidence wants a dated artifact, not a live dashboard.',
    },
    { type: 'h2', id: 'where-teams-get-caught', text: 'Where teams get caught' },
    {
      type: 'p',
      text: 'The infrastructure controls are rarely where findings come from. In our experience, findings cluster around three things:',
    },
    {
      type: 'ul',
      items: [
        '**PHI in places nobody classified:** a support engineer’s CSV export, a Slack thread, an error-tracker breadcrumb containing a patient’s name.',
        '**Vendors without a BAA:** email, SMS, analytics and session-replay tools added by a product team after launch.',
        '**Access reviews that exist only on paper:** the policy says quarterly, and the last export of who has production access is fourteen months old.',
      ],
    },
    {
      type: 'p',
      text: 'None of those are AWS problems. They are process problems, which is why we hand over runbooks and a compliance calendar along with the infrastructure at the end of a [healthcare software](/services/healthcare-software-development) engagement, and why our [DevOps](/services/devops) team keeps the evidence collection automated for clients who stay with us after launch.',
    },
  ],
} satisfies PostInput;
