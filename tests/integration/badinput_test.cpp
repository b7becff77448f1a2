// SPDX-License-Identifier: GPL-3.0-or-later
// Every option of every command with a wrong value: exit status 2, one line
// on stderr, and nothing written anywhere.
#include "filecontents.h"
#include "programrun.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include <sys/stat.h>

using namespace cm;

namespace {

// {folder}: an empty folder, {file}: a regular file, {missing}: a path that
// does not exist, {session}: a valid session file, {fifo}: a named pipe,
// {longlabel}: a session whose label is over the limit, {zerotime}: a
// session with a run of 0 seconds, {hugelabel}: a label of 100,000 characters,
// {unknownkind}: a session whose first data set is of a kind this version
// does not know, {comparechart}: a chart whose -compare.png is a folder,
// {hugecommand}: a command of 5,000 characters.
const std::vector<std::vector<const char *>> BadCommandLines = {
    // run
    {"run", "--source"},
    {"run", "--source", ""},
    {"run", "--source", "{missing}"},
    {"run", "--source", "{file}"},
    {"run", "--target"},
    {"run", "--target", ""},
    {"run", "--target", "{missing}"},
    {"run", "--target", "{file}"},
    {"run", "--datasets"},
    {"run", "--datasets", ""},
    {"run", "--datasets", ","},
    {"run", "--datasets", "books,nonsense"},
    {"run", "--datasets", "folder:{missing}"},
    {"run", "--datasets", "folder:{file}"},
    {"run", "--datasets", "folder:"},
    {"run", "--size"},
    {"run", "--size", ""},
    {"run", "--size", "0"},
    {"run", "--size", "-64M"},
    {"run", "--size", "many"},
    {"run", "--size", "99999999T"},
    {"run", "--size", "1e400"},
    {"run", "--size", "64Q"},
    {"run", "--min-run-time", "0"},
    {"run", "--min-run-time", "-2"},
    {"run", "--min-run-time", "soon"},
    {"run", "--min-run-time", "1e9"},
    {"run", "--min-run-time", "nan"},
    {"run", "--size", "64M", "--min-run-time", "3"},
    {"run", "--seed"},
    {"run", "--seed", ""},
    {"run", "--seed", "-1"},
    {"run", "--seed", "one"},
    {"run", "--seed", "999999999999999999999999"},
    {"run", "--seed", "9223372036854775808"},
    {"run", "--seed", "18446744073709551615"},
    {"run", "--size", "8193T"},
    {"run", "--size", "1", "--ops", "smallfiles"},
    {"run", "--size", "4095", "--datasets", "books", "--ops", "smallfiles"},
    {"run", "--copier", "external:{hugecommand}"},
    {"run", "--compare", "{session}", "--chart", "{comparechart}"},
    {"run", "--compare", "{unknownkind}"},
    {"run", "--resume", "{unknownkind}"},
    {"run", "--reps"},
    {"run", "--reps", ""},
    {"run", "--reps", "0"},
    {"run", "--reps", "-3"},
    {"run", "--reps", "1001"},
    {"run", "--reps", "99999999999"},
    {"run", "--reps", "2.5"},
    {"run", "--reps", "often"},
    {"run", "--compression"},
    {"run", "--compression", ""},
    {"run", "--compression", "zfs"},
    {"run", "--compression", "btrfs:lz4"},
    {"run", "--compression", "btrfs:"},
    {"run", "--compression", "loop-ntfs:zstd"},
    {"run", "--ops"},
    {"run", "--ops", ""},
    {"run", "--ops", ","},
    {"run", "--ops", "read,fly"},
    {"run", "--copier"},
    {"run", "--copier", ""},
    {"run", "--copier", "robocopy"},
    {"run", "--copier", "parallel:0"},
    {"run", "--copier", "parallel:-4"},
    {"run", "--copier", "parallel:100000"},
    {"run", "--copier", "parallel:many"},
    {"run", "--copier", "parallel:"},
    {"run", "--copier", "serial:4"},
    {"run", "--copier", "external:"},
    {"run", "--copier", "readonly", "--ops", "write"},
    {"run", "--cache"},
    {"run", "--cache", ""},
    {"run", "--cache", "warm"},
    {"run", "--out"},
    {"run", "--out", ""},
    {"run", "--out", "{missing}/s.cmsession.json"},
    {"run", "--out", "{folder}"},
    {"run", "--out", "{file}/s.cmsession.json"},
    {"run", "--chart"},
    {"run", "--chart", ""},
    {"run", "--chart", "{missing}/c.png"},
    {"run", "--chart", "{folder}"},
    {"run", "--label"},
    {"run", "--label", "{hugelabel}"},
    {"run", "--out", "{file}"},
    {"run", "--out", "{fifo}"},
    {"run", "--out", "/dev/null"},
    {"run", "--out", "{folder}/x.json", "--chart", "{folder}/x.json"},
    {"run", "--out", "{session}", "--chart", "{session}"},
    {"run", "--out", "{folder}/x.json", "--chart", "{folder}/../folder/x.json"},
    {"run", "--append", "{session}", "--chart", "{session}"},
    {"run", "--resume", "{session}", "--chart", "{session}"},
    {"run", "--append", "{session}", "--out", "{folder}/x.json", "--chart", "{session}"},
    {"run", "--append", "/dev/zero"},
    {"run", "--append", "{fifo}"},
    {"run", "--append", "{longlabel}"},
    {"run", "--append", "{zerotime}"},
    {"run", "--resume", "{fifo}"},
    {"run", "--resume", "/dev/zero"},
    {"run", "--resume", "{zerotime}"},
    {"run", "--label", "x", "--force", "--resume", "{session}"},
    {"run", "--append"},
    {"run", "--append", ""},
    {"run", "--append", "{missing}/s.cmsession.json"},
    {"run", "--append", "{folder}"},
    {"run", "--append", "{file}"},
    {"run", "--resume"},
    {"run", "--resume", ""},
    {"run", "--resume", "{missing}"},
    {"run", "--resume", "{file}"},
    {"run", "--resume", "{session}", "--size", "1M"},
    {"run", "--no-such-option"},
    {"run", "extra"},
    // report
    {"report"},
    {"report", "{missing}"},
    {"report", "{file}"},
    {"report", "{folder}"},
    {"report", "{session}", "--png"},
    {"report", "{session}", "--png", ""},
    {"report", "{session}", "--png", "{missing}/c.png"},
    {"report", "{session}", "--png", "{folder}"},
    {"report", "{session}", "--svg", "{missing}/c.svg"},
    {"report", "{session}", "--pdf", "{missing}/c.pdf"},
    {"report", "{session}", "--png", "{folder}/c.png", "--chart"},
    {"report", "{session}", "--png", "{folder}/c.png", "--chart", "pie"},
    {"report", "{session}", "--png", "{folder}/c.png", "--whiskers", "long"},
    {"report", "{session}", "--png", "{folder}/c.png", "--size", "0x0"},
    {"report", "{session}", "--png", "{folder}/c.png", "--size", "-1600x900"},
    {"report", "{session}", "--png", "{folder}/c.png", "--size", "99999x99999"},
    {"report", "{session}", "--png", "{folder}/c.png", "--size", "wide"},
    {"report", "{session}", "--png", "{folder}/c.png", "--scale", "0"},
    {"report", "{session}", "--png", "{folder}/c.png", "--scale", "-2"},
    {"report", "{session}", "--png", "{folder}/c.png", "--scale", "1000"},
    {"report", "{session}", "--png", "{folder}/c.png", "--scale", "big"},
    {"report", "{session}", "--png", "{folder}/c.png", "--theme", "neon"},
    {"report", "{session}", "--chart", "compare"},
    {"report", "{session}", "--csv"},
    {"report", "{session}", "--csv", "{missing}/t.csv"},
    {"report", "{session}", "--markdown", "{missing}/t.md"},
    {"report", "{session}", "--html", "{missing}/t.html"},
    {"report", "{session}", "--bbcode", "{missing}/t.txt"},
    {"report", "{session}", "--csv", "{folder}"},
    {"report", "{session}", "--no-such-option"},
    {"report", "/dev/zero"},
    {"report", "{fifo}"},
    {"report", "{longlabel}"},
    {"report", "{zerotime}"},
    {"report", "{session}", "{fifo}"},
    {"report", "{session}", "--csv", "{session}"},
    {"report", "{session}", "--png", "{session}"},
    {"report", "{session}", "--png", "{folder}/c.png", "--svg", "{folder}/c.png"},
    {"report", "{session}", "--csv", "{folder}/t.csv", "--html", "{folder}/t.csv"},
    {"report", "{session}", "--csv", "{fifo}"},
    {"report", "{session}", "--csv", "/dev/null"},
    // probe
    {"probe"},
    {"probe", ""},
    {"probe", "{missing}"},
    {"probe", "{folder}", "{folder}"},
    {"probe", "--targets", "{folder}"},
    {"probe", "--no-such-option"},
    // generate
    {"generate"},
    {"generate", "books"},
    {"generate", "books", "--out"},
    {"generate", "books", "--out", ""},
    {"generate", "books", "--out", "{folder}"},
    {"generate", "books", "--out", "{file}"},
    {"generate", "books", "--out", "{missing}/deeper/new"},
    {"generate", "nonsense", "--out", "{folder}/new"},
    {"generate", "books", "photos", "--out", "{folder}/new"},
    {"generate", "folder:{missing}", "--out", "{folder}/new"},
    {"generate", "folder:{file}", "--out", "{folder}/new"},
    {"generate", "books", "--out", "{folder}/new", "--size"},
    {"generate", "books", "--out", "{folder}/new", "--size", "0"},
    {"generate", "books", "--out", "{folder}/new", "--size", "-1M"},
    {"generate", "books", "--out", "{folder}/new", "--size", "99999999T"},
    {"generate", "books", "--out", "{folder}/new", "--size", "lots"},
    {"generate", "books", "--out", "{folder}/new", "--seed", "-1"},
    {"generate", "books", "--out", "{folder}/new", "--seed", "x"},
    {"generate", "books", "--out", "{folder}/new", "--seed", "18446744073709551615"},
    {"generate", "folder:/proc", "--out", "{folder}/new"},
    {"generate", "books", "--out", "{folder}/new", "--no-such-option"},
    // advise
    {"advise", "--session"},
    {"advise", "--session", ""},
    {"advise", "--session", "{missing}"},
    {"advise", "--session", "{file}"},
    {"advise", "--session", "{folder}"},
    {"advise", "--source"},
    {"advise", "--source", ""},
    {"advise", "--source", "{missing}"},
    {"advise", "--source", "{file}"},
    {"advise", "--session", "{session}", "--source", "{folder}"},
    {"advise", "extra"},
    {"advise", "--no-such-option"},
    {"advise", "--session", "/dev/zero"},
    {"advise", "--session", "{fifo}"},
    {"advise", "--session", "{longlabel}"},
    // clean
    {"clean", "{missing}"},
    {"clean", "{file}"},
    {"clean", ""},
    {"clean", "{folder}", "{folder}"},
    {"clean", "--yes=1"},
    {"clean", "--no-such-option"},
    // gui (without a display) and no command
    {"gui"},
    {"gui", "{session}"},
    {"frobnicate"},
    {"--no-such-option"},
};

// The sample session as its file, with its first drive changed by `damage`.
void writeDamaged(const QString &path, const std::function<void(QJsonObject *drive)> &damage)
{
    QJsonObject root = sessionToJson(test::sampleSession(1));
    QJsonArray drives = root.value(QStringLiteral("drives")).toArray();
    QJsonObject drive = drives[0].toObject();
    damage(&drive);
    drives[0] = drive;
    root.insert(QStringLiteral("drives"), drives);
    test::writeFile(path, QJsonDocument(root).toJson());
}

QStringList expanded(const std::vector<const char *> &arguments, const QHash<QString, QString> &places)
{
    QStringList result;
    for (const char *text : arguments) {
        QString argument = QString::fromUtf8(text);
        for (auto it = places.cbegin(); it != places.cend(); ++it)
            argument.replace(it.key(), it.value());
        result.append(argument);
    }
    return result;
}

} // namespace

TEST(BadInput, EveryWrongOptionValueIsBadUsageWithOneLineAndWritesNothing)
{
    test::TempFolder work;   // the current folder of every run
    test::TempFolder places; // what the arguments name
    test::RamFolder ramDisk; // the RAM disk a run would use
    const QString folder = places.filePath(QStringLiteral("folder"));
    ASSERT_TRUE(QDir().mkpath(folder));
    const QString file = places.filePath(QStringLiteral("file.txt"));
    test::writeFile(file, QByteArrayLiteral("not a session\n"));
    const QString session = places.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), session));
    const QString fifo = places.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // Damaged by hand: the program's own writer keeps every value within the limits.
    const QString longLabel = places.filePath(QStringLiteral("longlabel.cmsession.json"));
    writeDamaged(longLabel, [](QJsonObject *drive) {
        drive->insert(QStringLiteral("label"), QString(SessionLimits::LabelCharacters + 1, QLatin1Char('L')));
    });
    const QString zeroTime = places.filePath(QStringLiteral("zerotime.cmsession.json"));
    writeDamaged(zeroTime, [](QJsonObject *drive) {
        QJsonArray results = drive->value(QStringLiteral("results")).toArray();
        QJsonObject result = results[1].toObject();
        QJsonArray runs = result.value(QStringLiteral("runs")).toArray();
        QJsonObject run = runs[0].toObject();
        run.insert(QStringLiteral("seconds"), 0.0);
        runs[0] = run;
        result.insert(QStringLiteral("runs"), runs);
        results[1] = result;
        drive->insert(QStringLiteral("results"), results);
    });
    // A session of a later version, say, with a data set this one does not write.
    Session unknown = test::sampleSession(1);
    unknown.drives[0].dataSets[0].manifest.kind = QStringLiteral("holograms");
    for (ResultRecord &result : unknown.drives[0].results)
        if (result.dataSet == QLatin1String("books"))
            result.dataSet = QStringLiteral("holograms");
    const QString unknownKind = places.filePath(QStringLiteral("unknownkind.cmsession.json"));
    ASSERT_TRUE(saveSession(unknown, unknownKind));
    // Where --compare's chart would go is a folder.
    const QString compareChart = places.filePath(QStringLiteral("c.png"));
    ASSERT_TRUE(QDir().mkpath(places.filePath(QStringLiteral("c-compare.png"))));
    const int placed = test::countEntries(places.path());
    const QHash<QString, QString> substitutions{{QStringLiteral("{folder}"), folder},
                                                {QStringLiteral("{file}"), file},
                                                {QStringLiteral("{missing}"),
                                                 places.filePath(QStringLiteral("missing"))},
                                                {QStringLiteral("{session}"), session},
                                                {QStringLiteral("{fifo}"), fifo},
                                                {QStringLiteral("{longlabel}"), longLabel},
                                                {QStringLiteral("{zerotime}"), zeroTime},
                                                {QStringLiteral("{unknownkind}"), unknownKind},
                                                {QStringLiteral("{comparechart}"), compareChart},
                                                {QStringLiteral("{hugecommand}"), QString(5000, QLatin1Char('c'))},
                                                {QStringLiteral("{hugelabel}"), QString(100000, QLatin1Char('h'))}};
    const QByteArray sessionBefore = [&] {
        QFile in(session);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    }();

    for (const std::vector<const char *> &line : BadCommandLines) {
        QStringList arguments = expanded(line, substitutions);
        // A run names the RAM disk, so that only the option under test is wrong.
        if (arguments.first() == QLatin1String("run") && !arguments.contains(QStringLiteral("--target"))
            && !arguments.contains(QStringLiteral("--resume")))
            arguments << QStringLiteral("--target") << ramDisk.path();
        const test::ProgramResult result = test::runProgram(arguments, work.path());
        const std::string shown = arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(result.exitCode, 2) << shown << "\n" << result.err.toStdString();
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << shown << "\n" << result.err.toStdString();
        EXPECT_TRUE(result.err.startsWith(QStringLiteral("compressmark: "))) << shown << "\n"
                                                                             << result.err.toStdString();
        EXPECT_EQ(test::countEntries(work.path()), 0) << shown;
        EXPECT_EQ(test::countEntries(folder), 0) << shown;
        EXPECT_EQ(test::countEntries(ramDisk.path()), 0) << shown;
        EXPECT_EQ(test::countEntries(places.path()), placed) << shown;
    }
    QFile in(session);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    EXPECT_EQ(in.readAll(), sessionBefore) << "the session file named was not changed";
    QFile other(file);
    ASSERT_TRUE(other.open(QIODevice::ReadOnly));
    EXPECT_EQ(other.readAll(), QByteArrayLiteral("not a session\n")) << "a file that is not a session was not replaced";
}
