// SPDX-License-Identifier: GPL-3.0-or-later
// What the program says of its own ways is true on the system it runs on:
// the help of every command, its refusals of bad input, a run's lines and
// the notes of the session it saves, and probe's reasons name this system's
// ways, never the other's, and show paths as this system writes them.
#include "programrun.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;

namespace {

// Words that are only true on the other system.
QStringList otherSystemsWords()
{
#ifdef Q_OS_WIN
    return {QStringLiteral("root"),        QStringLiteral("password"),    QStringLiteral("pkexec"),
            QStringLiteral("polkit"),      QStringLiteral("tmpfs"),       QStringLiteral("/dev/shm"),
            QStringLiteral("/usr/"),       QStringLiteral("/proc/"),      QStringLiteral("loop image"),
            QStringLiteral("loop device"), QStringLiteral("btrfs image"), QStringLiteral("Linux"),
            QStringLiteral("ntfs-3g"),     QStringLiteral("O_DIRECT"),    QStringLiteral("sudo")};
#else
    return {QStringLiteral("administrator"), QStringLiteral("WinSxS"), QStringLiteral("ImDisk"),
            QStringLiteral("Windows asks"), QStringLiteral("FILE_FLAG_NO_BUFFERING")};
#endif
}

// A path as the other system writes it: on Windows a drive's path with
// forward slashes ("C:/Users/...", "R:/"), as Qt keeps it; Linux paths have
// no such form.
bool showsOtherSystemsPath(const QString &text)
{
#ifdef Q_OS_WIN
    static const QRegularExpression drivePath(QStringLiteral("(^|[^A-Za-z])[A-Za-z]:/"));
    return text.contains(drivePath);
#else
    Q_UNUSED(text)
    return false;
#endif
}

// The text without the test's own folders, as given and as shown: their
// names are the machine's (wine's user is "root"), not the program's words.
QString withoutFolders(QString text, const QStringList &folders)
{
    for (const QString &folder : folders)
        text.remove(shownPath(folder)).remove(folder);
    return text;
}

// The words are read without the test's folders, the separators in the
// whole text: a folder given as "C:/..." must still be shown as "C:\...".
void expectThisSystemsWords(const QString &what, const QString &text, const QStringList &folders = {})
{
    const QString words = withoutFolders(text, folders);
    for (const QString &word : otherSystemsWords()) {
        const QRegularExpression whole(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)));
        EXPECT_FALSE(words.contains(whole)) << what.toStdString() << " says \"" << word.toStdString() << "\":\n"
                                            << text.toStdString();
    }
    EXPECT_FALSE(showsOtherSystemsPath(text))
        << what.toStdString() << " shows a path with the other system's separators:\n"
        << text.toStdString();
}

// Every text a user reads in a session or probe's answer: the notes and
// reasons, wherever they are.
void collectSentences(const QJsonValue &value, const QString &key, QStringList *sentences)
{
    static const QStringList keys{QStringLiteral("notes"), QStringLiteral("note"), QStringLiteral("reason"),
                                  QStringLiteral("cacheModeReason"), QStringLiteral("deviceCountersNote")};
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            collectSentences(it.value(), it.key(), sentences);
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectSentences(item, key, sentences);
    } else if (value.isString() && keys.contains(key)) {
        sentences->append(value.toString());
    }
}

QString sentencesOf(const QJsonObject &json)
{
    QStringList sentences;
    collectSentences(json, QString(), &sentences);
    return sentences.join(QLatin1Char('\n'));
}

// A run as a user starts it with the defaults: compression `auto`; on
// Linux plain and evicting, which needs neither root nor a loop image.
QStringList runDefaults()
{
#ifdef Q_OS_WIN
    return {};
#else
    return {QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--cache"),
            QStringLiteral("evict")};
#endif
}

// The target of a run to a folder: on Windows a folder beside the tests,
// on a drive that is no RAM disk; on Linux a RAM disk.
std::unique_ptr<test::TempFolder> targetFolder()
{
#ifdef Q_OS_WIN
    return std::make_unique<test::TempFolder>(QDir::currentPath());
#else
    return std::make_unique<test::RamFolder>();
#endif
}

} // namespace

TEST(SystemWords, EveryCommandsHelpNamesOnlyThisSystemsWays)
{
    const QStringList commands{QString(),
                               QStringLiteral("run"),
                               QStringLiteral("report"),
                               QStringLiteral("probe"),
                               QStringLiteral("generate"),
                               QStringLiteral("advise"),
                               QStringLiteral("clean")};
    for (const QString &command : commands) {
        QStringList arguments{QStringLiteral("--help")};
        if (!command.isEmpty())
            arguments.prepend(command);
        const test::ProgramResult result = test::runProgram(arguments);
        ASSERT_EQ(result.exitCode, 0) << command.toStdString() << ": " << result.err.toStdString();
        ASSERT_FALSE(result.out.isEmpty()) << command.toStdString();
        expectThisSystemsWords(command + QStringLiteral(" --help"), result.out);
    }
}

TEST(SystemWords, EveryRefusalOfABadInputNamesOnlyThisSystemsWaysAndPaths)
{
    const test::TempFolder folder;
    const test::TempFolder elsewhere(QDir::currentPath()); // no RAM disk
    const QString missing = folder.filePath(QStringLiteral("missing"));
    const QString file = folder.filePath(QStringLiteral("file.txt"));
    QFile(file).open(QIODevice::WriteOnly);
    const QList<QStringList> refused{{QStringLiteral("run"), QStringLiteral("--source"), missing,
                                      QStringLiteral("--target"), folder.path()},
                                     {QStringLiteral("run"), QStringLiteral("--source"), folder.path(),
                                      QStringLiteral("--target"), elsewhere.path()},
                                     {QStringLiteral("run"), QStringLiteral("--source"), folder.path(),
                                      QStringLiteral("--target"), file, QStringLiteral("--allow-slow-target")},
                                     {QStringLiteral("report"), missing + QStringLiteral(".cmsession.json")},
                                     {QStringLiteral("report"), file},
                                     {QStringLiteral("probe"), missing},
                                     {QStringLiteral("generate"), QStringLiteral("books"), QStringLiteral("--size"),
                                      QStringLiteral("1M"), QStringLiteral("--out"), folder.path()},
                                     {QStringLiteral("generate"), QStringLiteral("folder:") + missing,
                                      QStringLiteral("--out"), folder.filePath(QStringLiteral("copy"))},
                                     {QStringLiteral("clean"), file},
                                     {QStringLiteral("advise"), missing + QStringLiteral(".cmsession.json")}};
    for (const QStringList &arguments : refused) {
        const test::ProgramResult result = test::runProgram(arguments);
        const QString command = arguments.join(QLatin1Char(' '));
        EXPECT_NE(result.exitCode, 0) << command.toStdString();
        EXPECT_FALSE(result.err.isEmpty()) << command.toStdString();
        expectThisSystemsWords(command, result.err + result.out, {folder.path(), elsewhere.path()});
    }
}

TEST(SystemWords, ARunAndTheSessionItSavesNameOnlyThisSystemsWaysAndPaths)
{
    const test::TempFolder source;
    const std::unique_ptr<test::TempFolder> target = targetFolder();
    const test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("run.cmsession.json"));
    const test::ProgramResult run = test::runProgram(
        QStringList{QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                    target->path(), QStringLiteral("--allow-slow-target"), QStringLiteral("--datasets"),
                    QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--reps"),
                    QStringLiteral("1"), QStringLiteral("--out"), session}
        + runDefaults());
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QStringList folders{source.path(), target->path(), results.path()};
    expectThisSystemsWords(QStringLiteral("run"), run.out + run.err, folders);
    EXPECT_FALSE(run.err.contains(QStringLiteral("plain only: plain only"))) << run.err.toStdString();

    const QJsonObject saved = test::readJson(session);
    const QString notes = sentencesOf(saved);
    expectThisSystemsWords(QStringLiteral("the session's notes"), notes, folders);
    const QJsonObject compression = saved[QStringLiteral("drives")][0][QStringLiteral("compression")].toObject();
    EXPECT_FALSE(compression[QStringLiteral("note")].toString().startsWith(QStringLiteral("plain only")))
        << notes.toStdString();

    // The web page shows the session's paths and drives to a reader.
    const QString page = results.filePath(QStringLiteral("page.html"));
    const test::ProgramResult report
        = test::runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), page});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    expectThisSystemsWords(QStringLiteral("report"), report.out + report.err, folders);
    QFile html(page);
    ASSERT_TRUE(html.open(QIODevice::ReadOnly));
    EXPECT_FALSE(showsOtherSystemsPath(QString::fromUtf8(html.readAll())));
}

TEST(SystemWords, ProbesReasonsNameOnlyThisSystemsWaysAndPaths)
{
    const test::TempFolder folder;
    for (const QStringList &arguments : {QStringList{QStringLiteral("probe"), folder.path()},
                                         QStringList{QStringLiteral("probe"), QStringLiteral("--targets")}}) {
        const test::ProgramResult result = test::runProgram(arguments);
        const QString command = arguments.join(QLatin1Char(' '));
        ASSERT_EQ(result.exitCode, 0) << command.toStdString() << ": " << result.err.toStdString();
        expectThisSystemsWords(command, result.err);
        const QJsonDocument json = QJsonDocument::fromJson(result.out.toUtf8());
        expectThisSystemsWords(command,
                               json.isArray() ? sentencesOf(QJsonObject{{QStringLiteral("all"), json.array()}})
                                              : sentencesOf(json.object()));
    }
}
