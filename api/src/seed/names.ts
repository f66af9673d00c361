// Word lists for realistic unit, person and account names.
export const ROOT_NAMES = [
  ["Northbridge University", "higher_education_institution", "northbridge.edu"],
  ["Northbridge Health System", "healthcare_system", "northbridge.edu"],
  ["Northbridge Foundation", "nonprofit_organization", "northbridge.edu"],
] as const;

export const SUBJECTS = [
  "Science", "Engineering", "Medicine", "Law", "Arts", "Humanities", "Business", "Education", "Nursing",
  "Public Health", "Architecture", "Music", "Agriculture", "Computing", "Social Sciences", "Economics",
  "Mathematics", "Physics", "Chemistry", "Biology", "History", "Philosophy", "Psychology", "Linguistics",
  "Geography", "Astronomy", "Statistics", "Design", "Journalism", "Communications", "Sport", "Veterinary Science",
  "Pharmacy", "Dentistry", "Environmental Studies", "Anthropology", "Sociology", "Political Science",
  "Film", "Theatre", "Marine Biology", "Data Science", "Cybersecurity", "Robotics", "Energy", "Materials",
];
export const DEPTH_1 = ["Faculty of", "School of", "Division of", "College of"];
export const DEPTH_2 = ["Department of", "Institute of", "Centre for"];
export const DEPTH_DEEP_SUFFIX = ["Office", "Program", "Initiative", "Lab", "Outreach", "Admissions", "Alumni Relations", "Research Group"];
export const QUALIFIERS = ["Applied", "Clinical", "Digital", "Global", "Urban", "Rural", "Modern", "Advanced", "Community", "Youth"];

export const FIRST_NAMES = [
  "Ada", "Alan", "Grace", "Linus", "Maria", "Jose", "Lucia", "Camila", "Mateo", "Sofia", "Valentina", "Santiago",
  "Isabella", "Sebastian", "Daniela", "Andres", "Paula", "Juan", "Laura", "Carlos", "Ana", "Diego", "Elena",
  "Miguel", "Sara", "David", "Julia", "Tomas", "Emma", "Liam", "Noah", "Olivia", "Amara", "Kenji", "Priya",
  "Omar", "Fatima", "Chen", "Mei", "Ivan", "Olga", "Kwame", "Zara", "Lars", "Ingrid", "Rafael", "Beatriz",
];
export const LAST_NAMES = [
  "Lovelace", "Turing", "Hopper", "Torvalds", "Garcia", "Rodriguez", "Martinez", "Lopez", "Gonzalez", "Perez",
  "Sanchez", "Ramirez", "Torres", "Flores", "Rivera", "Gomez", "Diaz", "Moreno", "Castro", "Ortiz", "Silva",
  "Rojas", "Vargas", "Herrera", "Medina", "Smith", "Johnson", "Brown", "Nguyen", "Okafor", "Tanaka", "Patel",
  "Khan", "Ivanova", "Mensah", "Larsen", "Costa", "Fischer", "Moreau", "Rossi", "Kowalski", "Cohen", "Ali",
];
