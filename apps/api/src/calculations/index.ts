/** The calculations module's public port: the applicant profile is part of the wire contract matching reuses. */
export { ApplicantProfileDto } from './dto/applicant-profile.dto';
