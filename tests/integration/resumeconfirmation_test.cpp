// SPDX-License-Identifier: GPL-3.0-or-later
// A session file is data: `run --resume` takes where a run reads and writes
// (source, target, folder data sets) and what it runs (an external copier)
// from the command line, and refuses a session that names others, before
// anything runs or is written.
#include "programrun.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>

using namespace cm;

namespace {

// A finished run of 1 MiB of books, saved to `session`.
void measureSmallRun(const QString &source, const QString &target, const QString &session)
{
    const test::ProgramResult result
        = test::runProgram({QStringLiteral("run"), QStringLiteral("--source"), source, QStringLiteral("--target"),
                            target, QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--reps"),
                            QStringLiteral("1"), QStringLiteral("--datasets"), QStringLiteral("books"),
                            QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--cache"),
                            QStringLiteral("evict"), QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
}

// Rewrites the session's first drive as someone who can write the file would.
void editDrive(const QString &session, const std::function<void(QJsonObject &drive)> &edit)
{
    QJsonObject root = test::readJson(session);
    QJsonArray drives = root[QStringLiteral("drives")].toArray();
    QJsonObject drive = drives[0].toObject();
    edit(drive);
    drives[0] = drive;
    root[QStringLiteral("drives")] = drives;
    QFile file(session);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(root).toJson());
}

// Sets `object[key][field]` to `value`.
void setField(QJsonObject &object, const QString &key, const QString &field, const QString &value)
{
    QJsonObject inner = object[key].toObject();
    inner[field] = value;
    object[key] = inner;
}

struct ResumeFixture
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    test::TempFolder elsewhere; // root's own, mode 0700 when the tests run as root
    QString session = results.filePath(QStringLiteral("resume.cmsession.json"));

    test::ProgramResult resumeGivingFolders(const QStringList &more = {}) const
    {
        return test::runProgram(QStringList{QStringLiteral("run"), QStringLiteral("--resume"), session,
                                            QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                                            target.path(), QStringLiteral("--quiet")}
                                + more);
    }
};

void expectRefused(const test::ProgramResult &result, const QString &naming)
{
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(naming)) << result.err.toStdString();
}

} // namespace

TEST(ResumeConfirmation, ACommandNamedInTheSessionIsNotRunUntilGivenAgain)
{
    ResumeFixture fixture;
    CM_SKIP_WITHOUT_RAM_DISK(fixture.target);
    measureSmallRun(fixture.source.path(), fixture.target.path(), fixture.session);
    const QString marker = fixture.elsewhere.filePath(QStringLiteral("ran"));
    const QString command = QStringLiteral("external:/bin/sh -c 'touch %1' sh").arg(marker);
    editDrive(fixture.session, [&](QJsonObject &drive) {
        QJsonObject plan = drive[QStringLiteral("plan")].toObject();
        setField(plan, QStringLiteral("copier"), QStringLiteral("choice"), command);
        drive[QStringLiteral("plan")] = plan;
    });

    expectRefused(fixture.resumeGivingFolders(), QStringLiteral("--copier"));
    expectRefused(fixture.resumeGivingFolders({QStringLiteral("--copier"), QStringLiteral("external:cp -r")}),
                  QStringLiteral("--copier"));
    EXPECT_FALSE(QFile::exists(marker)) << "the session's command ran";

    // Windows' robocopy is another program too.
    editDrive(fixture.session, [&](QJsonObject &drive) {
        QJsonObject plan = drive[QStringLiteral("plan")].toObject();
        setField(plan, QStringLiteral("copier"), QStringLiteral("choice"), QStringLiteral("robocopy:8"));
        drive[QStringLiteral("plan")] = plan;
    });
    expectRefused(fixture.resumeGivingFolders(), QStringLiteral("--copier \"robocopy:8\""));
    EXPECT_EQ(test::countEntries(fixture.source.path()), 0);
    EXPECT_EQ(test::countEntries(fixture.target.path()), 0);
}

TEST(ResumeConfirmation, FoldersNamedInTheSessionAreNotUsedUntilGivenAgain)
{
    ResumeFixture fixture;
    CM_SKIP_WITHOUT_RAM_DISK(fixture.target);
    measureSmallRun(fixture.source.path(), fixture.target.path(), fixture.session);
    QFile saved(fixture.session);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    const QByteArray original = saved.readAll();
    const auto restore = [&] {
        QFile file(fixture.session);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(original);
    };

    // The drive's folder, then the RAM disk, swapped for one the user did not give.
    editDrive(fixture.session, [&](QJsonObject &drive) {
        setField(drive, QStringLiteral("source"), QStringLiteral("path"), fixture.elsewhere.path());
    });
    expectRefused(fixture.resumeGivingFolders(), QStringLiteral("--source"));
    restore();
    editDrive(fixture.session, [&](QJsonObject &drive) {
        setField(drive, QStringLiteral("target"), QStringLiteral("path"), fixture.elsewhere.path());
    });
    expectRefused(fixture.resumeGivingFolders(), QStringLiteral("--target"));
    restore();

    // Without --source the current folder is the one given: not the session's.
    expectRefused(test::runProgram({QStringLiteral("run"), QStringLiteral("--resume"), fixture.session,
                                    QStringLiteral("--target"), fixture.target.path()},
                                   fixture.results.path()),
                  QStringLiteral("--source"));

    // A folder data set the user did not name again.
    editDrive(fixture.session, [&](QJsonObject &drive) {
        QJsonArray dataSets = drive[QStringLiteral("dataSets")].toArray();
        QJsonObject first = dataSets[0].toObject();
        first[QStringLiteral("kind")] = QString(QStringLiteral("folder:") + fixture.elsewhere.path());
        dataSets[0] = first;
        drive[QStringLiteral("dataSets")] = dataSets;
    });
    expectRefused(fixture.resumeGivingFolders(),
                  QStringLiteral("--datasets folder:") + shownPath(fixture.elsewhere.path()));
    expectRefused(fixture.resumeGivingFolders({QStringLiteral("--datasets"), QStringLiteral("books")}),
                  QStringLiteral("--datasets"));

    EXPECT_EQ(test::countEntries(fixture.elsewhere.path()), 0) << "nothing was written where the session pointed";
    EXPECT_EQ(test::countEntries(fixture.source.path()), 0);
    EXPECT_EQ(test::countEntries(fixture.target.path()), 0);
}
