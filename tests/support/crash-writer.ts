// Child process of the crash test: writes case studies as fast as it can and prints
// each id once the write is acknowledged, until it is killed.
import { openDatabase } from '@/server/db/client';
import { createCaseStudy } from '@/server/case-studies/case-studies';

async function writeForever() {
  const config = JSON.parse(process.argv[2]!) as { databaseUrl?: string; dataDir: string };
  const { db } = openDatabase(config);
  for (let i = 0; ; i++) {
    const created = await createCaseStudy(db, { heroHeading: `crash ${i}` });
    process.stdout.write(`${created._id}\n`);
  }
}

void writeForever();
