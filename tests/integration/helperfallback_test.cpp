// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary as a user who is not root (nobody),
// with a real program standing in for `pkexec compressmark-helper`: the
// run says in one line how it makes its runs cold, and a missing, switched
// off or refused helper never fails it; it evicts instead.
#include "compression/compressionbackend.h"
#include "compression/loopimagemaker.h"
#include "helperprogram.h"
#include "helperstandin.h"
#include "programrunasnobody.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "volume/volumeinfo.h"
#include "volume/workspace.h"
#include "workspaces.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>
#include <pwd.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace cm;
using test::ProgramResult;

namespace {

constexpr int PasswordNotGiven = 126;
constexpr int NoPolkitAgent = 127;

const QFileDevice::Permissions Everyone = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
    | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;

// A tmpfs of its own, mounted on a fresh folder that everyone may write
// to, and unmounted on every path out of the test.
class OwnTmpfs
{
public:
    OwnTmpfs()
    {
        const QByteArray source = "cm-test-helperfallback-" + QByteArray::number(::getpid());
        if (::mount(source.constData(), QFile::encodeName(m_folder.path()).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    "size=32m,mode=0777")
            == 0)
            m_mounted = true;
    }
    ~OwnTmpfs()
    {
        if (m_mounted && ::umount2(QFile::encodeName(m_folder.path()).constData(), 0) != 0)
            ::umount2(QFile::encodeName(m_folder.path()).constData(), MNT_DETACH);
    }
    OwnTmpfs(const OwnTmpfs &) = delete;
    OwnTmpfs &operator=(const OwnTmpfs &) = delete;

    bool isMounted() const { return m_mounted; }
    const QString &path() const { return m_folder.path(); }

private:
    test::TempFolder m_folder;
    bool m_mounted = false;
};

class HelperFallback : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (::geteuid() != 0)
            GTEST_SKIP() << "running the program as the user nobody needs root";
        if (!::getpwnam("nobody"))
            GTEST_SKIP() << "no user nobody to run the program as";
        if (!QFile::exists(QStringLiteral("/usr/bin/setpriv")))
            GTEST_SKIP() << "setpriv (util-linux) is not installed";
        ASSERT_TRUE(m_target.isMounted()) << "cannot mount a tmpfs";
        for (const test::TempFolder *folder : {&m_source, &m_results, &m_helperFolder})
            ASSERT_TRUE(QFile::setPermissions(folder->path(), Everyone));
        // Qt wants a runtime folder of the user's own, readable by nobody else.
        const passwd *nobody = ::getpwnam("nobody");
        ASSERT_EQ(::chown(QFile::encodeName(m_runtime.path()).constData(), nobody->pw_uid, nobody->pw_gid), 0);
    }

    void TearDown() override
    {
        // Nothing the run made stays: no workspace, no copy, no mount.
        if (m_target.isMounted()) {
            EXPECT_EQ(test::countEntries(m_source.path()), 0);
            EXPECT_EQ(test::countEntries(m_target.path()), 0);
            EXPECT_TRUE(test::mountsBelow(m_source.path()).isEmpty());
        }
    }

    // `compressmark run` as nobody, books of 2 MiB, plain only unless
    // `options` say otherwise, `repetitions` times.
    ProgramResult runAsNobody(const QString &helper, int repetitions, const QStringList &options = {})
    {
        return asNobody(runArguments(repetitions, options), helper);
    }

    QStringList runArguments(int repetitions, const QStringList &options = {}) const
    {
        return QStringList{QStringLiteral("run"),
                           QStringLiteral("--source"),
                           m_source.path(),
                           QStringLiteral("--target"),
                           m_target.path(),
                           QStringLiteral("--datasets"),
                           QStringLiteral("books"),
                           QStringLiteral("--size"),
                           QStringLiteral("2M"),
                           QStringLiteral("--reps"),
                           QString::number(repetitions),
                           QStringLiteral("--compression"),
                           QStringLiteral("none"),
                           QStringLiteral("--out"),
                           sessionPath()}
        + options;
    }

    // `compressmark ARGUMENTS` as nobody, with `helper` standing in for the helper.
    ProgramResult asNobody(const QStringList &arguments, const QString &helper)
    {
        return test::runProgram(arguments, startAsNobody(helper));
    }

    test::ProgramStart startAsNobody(const QString &helper) const
    {
        test::ProgramStart start;
        start.workingFolder = m_results.path();
        start.runAs = {QStringLiteral("/usr/bin/setpriv"), QStringLiteral("--reuid=nobody"),
                       QStringLiteral("--regid=nogroup"), QStringLiteral("--clear-groups")};
        start.environment = {{QStringLiteral("COMPRESSMARK_HELPER"), helper},
                             {QStringLiteral("HOME"), m_results.path()},
                             {QStringLiteral("XDG_DATA_HOME"), m_results.filePath(QStringLiteral(".local/share"))},
                             {QStringLiteral("XDG_RUNTIME_DIR"), m_runtime.path()}};
        return start;
    }

    QString sessionPath() const { return m_results.filePath(QStringLiteral("run.cmsession.json")); }

    QJsonObject drive() const
    {
        QFile file(sessionPath());
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("drives")][0].toObject();
    }

    // The cache mode of every run, in the order they ran (one data set, one variant).
    QStringList runModes() const
    {
        QStringList modes;
        for (const QJsonValue &run : drive()[QStringLiteral("results")][0][QStringLiteral("runs")].toArray())
            modes << run[QStringLiteral("cacheMode")].toString();
        return modes;
    }

    test::TempFolder m_source;
    OwnTmpfs m_target;
    test::TempFolder m_results;
    test::TempFolder m_helperFolder;
    test::TempFolder m_runtime;
};

// The lines of stderr that hold `text`.
QStringList linesWith(const ProgramResult &result, const QString &text)
{
    return result.err.split(QLatin1Char('\n')).filter(text);
}

// A refused set-up: exit status 2 and one line on stderr naming `option`.
void expectRefusedSetUp(const ProgramResult &result, const QString &option)
{
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(option)) << result.err.toStdString();
}

// Why a run without root could not make a btrfs loop image even with a
// helper that agrees (no loop devices, no mkfs.btrfs); empty when it could.
QString whyNoLoopImageThroughHelper()
{
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", "/bin/true");
    Privileges user = Privileges::ofThisProcess();
    user.root = false;
    QString whyNot;
    canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, user, &whyNot);
    return whyNot;
}

} // namespace

TEST_F(HelperFallback, WithoutTheHelperTheRunEvictsAndSaysWhy)
{
    const QString missing = m_helperFolder.filePath(QStringLiteral("not-installed"));
    const ProgramResult result = runAsNobody(missing, 2);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(linesWith(result, QStringLiteral("evicting the data set's pages")).size(), 1) << result.err.toStdString();
    EXPECT_EQ(linesWith(result, missing).size(), 1) << result.err.toStdString();

    const QJsonObject recorded = drive();
    EXPECT_EQ(recorded[QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(), QStringLiteral("evict"));
    EXPECT_EQ(recorded[QStringLiteral("cacheModeUsed")].toString(), QStringLiteral("evict"));
    EXPECT_TRUE(recorded[QStringLiteral("cacheModeReason")].toString().contains(missing));
    EXPECT_EQ(runModes(), (QStringList{QStringLiteral("evict"), QStringLiteral("evict")}));
    for (const QJsonValue &run : recorded[QStringLiteral("results")][0][QStringLiteral("runs")].toArray())
        EXPECT_TRUE(run[QStringLiteral("cold")].toBool());
}

TEST_F(HelperFallback, ARefusalMidRunKeepsWhatWasDroppedAndEvictsTheRest)
{
    const test::HelperStandIn helper(m_helperFolder.path(), 1, PasswordNotGiven);
    const ProgramResult result = runAsNobody(helper.program(), 3);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(linesWith(result, QStringLiteral("caches dropped through compressmark-helper")).size(), 1)
        << result.err.toStdString();
    const QStringList refused = linesWith(result, QStringLiteral("could not be dropped"));
    ASSERT_EQ(refused.size(), 1) << result.err.toStdString();
    EXPECT_TRUE(refused.constFirst().contains(QStringLiteral("password"))) << result.err.toStdString();
    // Asked once more after its first answer, then never again.
    EXPECT_EQ(helper.calls(), (QStringList{QStringLiteral("drop-caches"), QStringLiteral("drop-caches")}));

    const QJsonObject recorded = drive();
    EXPECT_EQ(recorded[QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(), QStringLiteral("drop"));
    EXPECT_EQ(recorded[QStringLiteral("cacheModeUsed")].toString(), QStringLiteral("evict"));
    EXPECT_EQ(runModes(), (QStringList{QStringLiteral("drop"), QStringLiteral("evict"), QStringLiteral("evict")}));
    const QJsonArray runs = recorded[QStringLiteral("results")][0][QStringLiteral("runs")].toArray();
    ASSERT_EQ(runs.size(), 3);
    // The run whose drop was refused was made cold by eviction before it was timed.
    EXPECT_TRUE(runs[1][QStringLiteral("cold")].toBool());
    EXPECT_TRUE(runs[2][QStringLiteral("cold")].toBool());
    EXPECT_FALSE(recorded[QStringLiteral("notes")].toArray().isEmpty());
}

TEST_F(HelperFallback, NoPolkitAgentFromTheStartMeansEveryRunEvicts)
{
    const test::HelperStandIn helper(m_helperFolder.path(), 0, NoPolkitAgent,
                                     QStringLiteral(
                                         "Error executing command as another user: No authentication agent found."));
    const ProgramResult result = runAsNobody(helper.program(), 2, {QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    // --quiet hides how the run starts, not that it changed.
    const QStringList lines = result.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1) << result.err.toStdString();
    EXPECT_TRUE(lines.constFirst().contains(QStringLiteral("No authentication agent found")))
        << result.err.toStdString();
    EXPECT_EQ(helper.calls().size(), 1);
    EXPECT_EQ(runModes(), (QStringList{QStringLiteral("evict"), QStringLiteral("evict")}));
}

// pkexec waiting for a password that nobody gives (a prompt on another
// screen, an agent that hangs) holds up nothing: Ctrl+C ends the run at
// once, pkexec with it, and the run cleans up as any cancel does.
TEST_F(HelperFallback, CtrlCWhilePkexecWaitsForAPasswordCancelsAtOnce)
{
    const QString program = m_helperFolder.filePath(QStringLiteral("waits-for-a-password.sh"));
    const QString started = m_helperFolder.filePath(QStringLiteral("started"));
    QFile script(program);
    ASSERT_TRUE(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\necho $$ > '%1'\nexec sleep 600\n").arg(started).toUtf8());
    script.close();
    ASSERT_TRUE(script.setPermissions(Everyone));

    QProcess run;
    test::startProgram(run, runArguments(2), startAsNobody(program));
    ASSERT_TRUE(run.waitForStarted());
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(started) && run.state() == QProcess::Running && !waited.hasExpired(120000))
        run.waitForFinished(50);
    ASSERT_TRUE(QFile::exists(started)) << "the run never asked the helper: "
                                        << run.readAllStandardError().toStdString();
    QThread::msleep(200); // the script has written its number
    QFile pidFile(started);
    ASSERT_TRUE(pidFile.open(QIODevice::ReadOnly));
    const pid_t pkexec = pid_t(pidFile.readAll().trimmed().toInt());
    ASSERT_GT(pkexec, 0);

    ASSERT_EQ(::kill(pid_t(run.processId()), SIGINT), 0);
    // Not a speed bound: without the cancel, the wait lasts the helper's 600 s.
    const ProgramResult result = test::finishProgram(run, 30000);
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    EXPECT_TRUE(result.err.endsWith(QStringLiteral("\ncompressmark: run cancelled; finished measurements are kept\n")))
        << result.err.toStdString();
    EXPECT_FALSE(test::processState(pkexec).has_value()) << "the helper's launcher still runs";
}

TEST_F(HelperFallback, NoHelperOptionNeverStartsIt)
{
    const test::HelperStandIn helper(m_helperFolder.path(), 100, PasswordNotGiven);
    const ProgramResult result = runAsNobody(helper.program(), 1, {QStringLiteral("--no-helper")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(linesWith(result, QStringLiteral("switched off")).size(), 1) << result.err.toStdString();
    EXPECT_TRUE(helper.calls().isEmpty());
    EXPECT_EQ(runModes(), QStringList{QStringLiteral("evict")});
}

TEST_F(HelperFallback, AutoGivesUpARefusedLoopImageAndMeasuresPlainOnly)
{
    if (compressionSupport(probeVolume(m_source.path())).supported)
        GTEST_SKIP() << "the source's filesystem compresses: auto makes no loop image there";
    if (const QString whyNot = whyNoLoopImageThroughHelper(); !whyNot.isEmpty())
        GTEST_SKIP() << whyNot.toStdString();
    const test::HelperStandIn helper(m_helperFolder.path(), 0, PasswordNotGiven);
    // The last --compression counts.
    const ProgramResult result
        = runAsNobody(helper.program(), 1, {QStringLiteral("--compression"), QStringLiteral("auto")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QStringList plainOnly
        = linesWith(result, QStringLiteral("plain only: compressmark-helper could not make the loop image"));
    ASSERT_EQ(plainOnly.size(), 1) << result.err.toStdString();
    EXPECT_TRUE(plainOnly.constFirst().contains(QStringLiteral("password"))) << result.err.toStdString();
    // Refused once: not asked again, not even to drop the caches.
    const QStringList calls = helper.calls();
    ASSERT_EQ(calls.size(), 1);
    EXPECT_TRUE(calls.constFirst().startsWith(QStringLiteral("create-image "))) << calls.constFirst().toStdString();

    const QJsonObject recorded = drive();
    EXPECT_EQ(recorded[QStringLiteral("compression")][QStringLiteral("method")].toString(), QStringLiteral("none"));
    EXPECT_TRUE(recorded[QStringLiteral("compression")][QStringLiteral("note")].toString().contains(
        QStringLiteral("loop image")));
    EXPECT_EQ(runModes(), QStringList{QStringLiteral("evict")});
}

TEST_F(HelperFallback, ALoopImageAskedByNameAndRefusedRefusesTheSetUp)
{
    if (const QString whyNot = whyNoLoopImageThroughHelper(); !whyNot.isEmpty())
        GTEST_SKIP() << whyNot.toStdString();
    const test::HelperStandIn helper(m_helperFolder.path(), 0, PasswordNotGiven);
    const ProgramResult result
        = runAsNobody(helper.program(), 1,
                      {QStringLiteral("--compression"), QStringLiteral("loop-btrfs"), QStringLiteral("--quiet")});
    expectRefusedSetUp(result, QStringLiteral("--compression loop-btrfs"));
    EXPECT_TRUE(result.err.contains(QStringLiteral("password"))) << result.err.toStdString();
    EXPECT_EQ(helper.calls().size(), 1);
}

TEST_F(HelperFallback, DropAskedByNameWithoutTheHelperIsRefused)
{
    const test::HelperStandIn helper(m_helperFolder.path(), 100, PasswordNotGiven);
    const ProgramResult result
        = runAsNobody(helper.program(), 1,
                      {QStringLiteral("--no-helper"), QStringLiteral("--cache"), QStringLiteral("drop")});
    expectRefusedSetUp(result, QStringLiteral("--cache drop"));
    EXPECT_TRUE(helper.calls().isEmpty());
}

// Without root, clean asks compressmark-helper to release the loop image a
// killed run left mounted: refused, it removes nothing and says why; the
// image, its mount and the workspace's marker all stay.
TEST_F(HelperFallback, CleanWithoutRootAsksTheHelperToReleaseTheLoopImage)
{
    if (QString whyNot; !canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot))
        GTEST_SKIP() << whyNot.toStdString();
    const passwd *nobody = ::getpwnam("nobody");
    const QString workspace
        = test::makeWorkspaceOf(QFileInfo(m_source.path()).canonicalFilePath(),
                                QStringLiteral("compressmark-workspace-dead03"), test::endedOwner());
    for (const QString &owned :
         QStringList{workspace, workspace + QLatin1Char('/') + QLatin1String(Workspace::MarkerName)})
        ASSERT_EQ(::chown(QFile::encodeName(owned).constData(), nobody->pw_uid, nobody->pw_gid), 0);
    const QList<QPair<QString, QString>> asCaller{{QStringLiteral("PKEXEC_UID"), QString::number(nobody->pw_uid)}};
    const test::HelperReply made = test::runHelper(test::createImageArguments(workspace, QStringLiteral("btrfs"),
                                                                              QStringLiteral("-"), qint64(128) << 20),
                                                   asCaller);
    ASSERT_EQ(made.exitCode, 0) << made.errors().toStdString();
    const auto release = qScopeGuard([&] {
        test::runHelper({QStringLiteral("remove-image"), workspace}, asCaller);
        EXPECT_TRUE(Workspace::removeMarkedFolder(workspace));
    });

    const test::HelperStandIn helper(m_helperFolder.path(), 0, PasswordNotGiven);
    const ProgramResult result
        = asNobody({QStringLiteral("clean"), m_source.path(), QStringLiteral("--yes")}, helper.program());
    EXPECT_EQ(result.exitCode, 1) << result.out.toStdString();
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("cannot release the loop image in ") + workspace))
        << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("password"))) << result.err.toStdString();
    EXPECT_EQ(helper.calls(), QStringList{QStringLiteral("remove-image ") + workspace});
    EXPECT_EQ(test::mountsBelow(workspace).size(), 1);
    EXPECT_TRUE(Workspace::hasMarker(workspace));
}
