// Runs the real compressmark-helper: refused requests end with exit status
// 2, one JSON line on stdout and one line on stderr; as root, an image is
// made, left mounted for the caller, and removed by a second run.
#include "compression/loopimage.h"
#include "tempfolders.h"
#include "volume/workspace.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace cm;

namespace {

struct Reply
{
    int exitCode = -1;
    QJsonObject json;
    QStringList stdoutLines;
    QStringList stderrLines;
};

Reply runHelper(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(COMPRESSMARK_HELPER_BINARY));
    process.setArguments(arguments);
    process.start();
    EXPECT_TRUE(process.waitForFinished(300000));
    Reply reply;
    reply.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QByteArray out = process.readAllStandardOutput();
    reply.stdoutLines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    reply.stderrLines = QString::fromLocal8Bit(process.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    reply.json = QJsonDocument::fromJson(out).object();
    return reply;
}

void expectRefused(const QStringList &arguments)
{
    const Reply reply = runHelper(arguments);
    const std::string shown = arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(reply.exitCode, 2) << shown;
    EXPECT_EQ(reply.stdoutLines.size(), 1) << shown;
    EXPECT_EQ(reply.stderrLines.size(), 1) << shown << ": " << reply.stderrLines.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(reply.json.value(QLatin1String("ok")).toBool(true)) << shown;
    EXPECT_TRUE(reply.json.value(QLatin1String("refused")).toBool()) << shown;
    EXPECT_FALSE(reply.json.value(QLatin1String("error")).toString().isEmpty()) << shown;
}

QString canonicalWorkspace(const test::TempFolder &parent, Workspace *workspace)
{
    EXPECT_TRUE(Workspace::create(QFileInfo(parent.path()).canonicalFilePath(), QStringLiteral("compressmark-workspace"), workspace));
    return workspace->path();
}

} // namespace

TEST(HelperProgram, RefusesBadRequestsWithExitStatusTwo)
{
    test::TempFolder parent;
    Workspace workspace;
    const QString path = canonicalWorkspace(parent, &workspace);
    const QString bytes = QString::number(qint64(256) << 20);
    expectRefused({});
    expectRefused({QStringLiteral("mount"), QStringLiteral("/dev/sda1"), QStringLiteral("/mnt")});
    expectRefused({QStringLiteral("create-image"), QStringLiteral("relative/workspace"), QStringLiteral("btrfs"), QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("create-image"), path + QStringLiteral("/.."), QStringLiteral("btrfs"), QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("create-image"), QFileInfo(parent.path()).canonicalFilePath(), QStringLiteral("btrfs"), QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("remove-image"), path}); // no image at all
    ASSERT_TRUE(QFile::link(QStringLiteral("/etc/passwd"), path + QStringLiteral("/compressmark-volume.img")));
    expectRefused({QStringLiteral("remove-image"), path}); // an image that is a link
}

TEST(HelperProgram, MakesAnImageForTheCallerAndRemovesIt)
{
    QString whyNot;
    if (!LoopImage::isAvailable(LoopImageSpec::Filesystem::Btrfs, &whyNot))
        GTEST_SKIP() << whyNot.toStdString();
    test::TempFolder parent;
    Workspace workspace;
    const QString path = canonicalWorkspace(parent, &workspace);

    const Reply made = runHelper({QStringLiteral("create-image"), path, QStringLiteral("btrfs"), QStringLiteral("zstd"),
                                  QString::number(qint64(256) << 20)});
    ASSERT_EQ(made.exitCode, 0) << made.stderrLines.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(made.json.value(QLatin1String("ok")).toBool());
    EXPECT_TRUE(made.json.value(QLatin1String("loopDevice")).toString().startsWith(QStringLiteral("/dev/loop")));
    const QString mountPoint = made.json.value(QLatin1String("mountPoint")).toString();
    EXPECT_EQ(mountPoint, path + QStringLiteral("/volume"));
    EXPECT_TRUE(made.json.value(QLatin1String("directIo")).isBool());
    // Still mounted after the helper has gone: the caller writes there.
    EXPECT_TRUE(QFile(mountPoint + QStringLiteral("/written-by-the-caller")).open(QIODevice::WriteOnly));

    const Reply removed = runHelper({QStringLiteral("remove-image"), path});
    EXPECT_EQ(removed.exitCode, 0) << removed.stderrLines.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(QFileInfo::exists(path + QStringLiteral("/compressmark-volume.img")));
    EXPECT_FALSE(QFileInfo::exists(mountPoint));
}
