// SPDX-License-Identifier: GPL-3.0-or-later
// Saving the window's session into a file others saved into meanwhile:
// what the window changed is kept, what the others added joins it.
#include "samplesession.h"
#include "session/sessionmerge.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

DriveRecord driveNamed(const QString &id, const QString &label)
{
    DriveRecord drive = test::sampleSession(1).drives.first();
    drive.id = id;
    drive.label = label;
    return drive;
}

QStringList labels(const Session &session)
{
    QStringList found;
    for (const DriveRecord &drive : session.drives)
        found << drive.id + QLatin1Char(':') + drive.label;
    return found;
}

} // namespace

TEST(MergeEdits, DrivesOthersAddedJoinAndTheirUpdatesReplaceUnchangedCopies)
{
    Session base;
    base.drives = {driveNamed(QStringLiteral("d1"), QStringLiteral("A")),
                   driveNamed(QStringLiteral("d2"), QStringLiteral("B"))};
    Session onDisk = base;
    onDisk.drives[1].results.first().runs.append(onDisk.drives[1].results.first().runs.first()); // a run added to d2
    onDisk.drives.append(driveNamed(QStringLiteral("d3"), QStringLiteral("appended")));
    Session mine = base;
    mine.drives[0].label = QStringLiteral("A relabelled");

    const Session merged = mergeEdits(mine, base, onDisk);
    EXPECT_EQ(labels(merged),
              (QStringList{QStringLiteral("d1:A relabelled"), QStringLiteral("d2:B"), QStringLiteral("d3:appended")}));
    EXPECT_EQ(merged.drives[1].results.first().runs.size(), onDisk.drives[1].results.first().runs.size());
}

TEST(MergeEdits, ADriveTheWindowRemovedStaysRemoved)
{
    Session base;
    base.drives = {driveNamed(QStringLiteral("d1"), QStringLiteral("A")),
                   driveNamed(QStringLiteral("d2"), QStringLiteral("B"))};
    Session mine = base;
    mine.drives.removeFirst();
    const Session merged = mergeEdits(mine, base, base);
    EXPECT_EQ(labels(merged), QStringList{QStringLiteral("d2:B")});
}

TEST(MergeEdits, TwoDrivesAddedUnderOneIdAreBothKept)
{
    Session base;
    base.drives = {driveNamed(QStringLiteral("d1"), QStringLiteral("A"))};
    Session mine = base;
    mine.drives.append(driveNamed(QStringLiteral("d2"), QStringLiteral("mine")));
    Session onDisk = base;
    onDisk.drives.append(driveNamed(QStringLiteral("d2"), QStringLiteral("theirs")));
    const Session merged = mergeEdits(mine, base, onDisk);
    EXPECT_EQ(labels(merged),
              (QStringList{QStringLiteral("d1:A"), QStringLiteral("d3:mine"), QStringLiteral("d2:theirs")}));
}
