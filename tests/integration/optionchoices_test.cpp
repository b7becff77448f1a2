// SPDX-License-Identifier: GPL-3.0-or-later
// The values `run --help` lists for an option are the values the option
// takes on this system: each one listed is accepted, and each one the
// program takes here is listed, so that the help, the parsers and the
// enums' name tables cannot drift apart unseen.
#include "datasets/datasetgenerator.h"
#include "plan/compressionchoice.h"
#include "plan/copierchoice.h"
#include "plan/operation.h"
#include "plan/plan.h"
#include "programrun.h"
#include "util/systemtraits.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

using namespace cm;

namespace {

QString runHelp()
{
    const test::ProgramResult help
        = test::runProgram({QStringLiteral("run"), QStringLiteral("--help")},
                           test::ProgramStart{QString(),
                                              {},
                                              {{QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
                                               {QStringLiteral("LC_ALL"), QString()},
                                               {QStringLiteral("LANGUAGE"), QString()}}});
    EXPECT_EQ(help.exitCode, 0) << help.err.toStdString();
    return help.out;
}

// The values an option's help lists: its sentence from the first colon to
// the default, without what parentheses add, split at commas, "or" and
// "and"; a list that ends in ';' ends there ("ALG is ..." follows).
// Placeholders become a value: parallel[:N] is "parallel" and "parallel:4",
// btrfs[:ALG] is "btrfs", external:CMD is "external:cp -r".
QStringList listedValues(const QString &help, const QString &option)
{
    const qsizetype start = help.indexOf(QStringLiteral("  --%1 ").arg(option));
    EXPECT_GE(start, 0) << option.toStdString();
    const qsizetype end = help.indexOf(QRegularExpression(QStringLiteral("\n  -")), start + 1);
    QString text = help.mid(start, end - start).simplified();
    text = text.mid(text.indexOf(QStringLiteral(": ")) + 2);
    text = text.left(text.indexOf(QStringLiteral("(default")));
    text = text.left(text.indexOf(QLatin1Char(';')));
    text.remove(QRegularExpression(QStringLiteral("\\s*\\([^)]*\\)")));
    QStringList values;
    static const QRegularExpression separator(QStringLiteral("\\s*,\\s*|\\s+or\\s+|\\s+and\\s+"));
    for (QString value : text.split(separator, Qt::SkipEmptyParts)) {
        value = value.trimmed();
        if (value.endsWith(QLatin1Char('.')))
            value.chop(1);
        static const QRegularExpression optionalPart(QStringLiteral("\\[:([A-Z]+)\\]$"));
        if (const QRegularExpressionMatch optional = optionalPart.match(value); optional.hasMatch()) {
            value.chop(optional.capturedLength());
            values << value;
            if (optional.captured(1) != QLatin1String("ALG")) // the algorithms are listed after the ';'
                values << value + QStringLiteral(":4");
            continue;
        }
        value.replace(QStringLiteral(":CMD"), QStringLiteral(":cp -r"));
        value.replace(QStringLiteral(":PATH"), QStringLiteral(":/tmp"));
        values << value;
    }
    return values;
}

// Every listed value is accepted, and every name the option takes here is listed.
void expectTheSameValues(const QString &option, const QStringList &listed, const QStringList &takenHere,
                         const std::function<bool(const QString &)> &accepted)
{
    EXPECT_FALSE(listed.isEmpty()) << option.toStdString();
    for (const QString &value : listed)
        EXPECT_TRUE(accepted(value)) << "--" << option.toStdString() << " lists '" << value.toStdString()
                                     << "', which it does not take";
    for (const QString &name : takenHere) {
        const bool named = std::any_of(listed.begin(), listed.end(), [&](const QString &value) {
            return value == name || value.startsWith(name + QLatin1Char(':')); // external:CMD
        });
        EXPECT_TRUE(named) << "--" << option.toStdString() << " takes '" << name.toStdString()
                           << "', which its help does not list: " << listed.join(QLatin1Char('|')).toStdString();
    }
}

template <typename Enum, std::size_t Size>
QStringList namesOf(const EnumNames<Enum, Size> &names, const std::function<bool(Enum)> &takenHere)
{
    QStringList taken;
    for (const auto &[value, name] : names) {
        if (takenHere(value))
            taken << QLatin1String(name);
    }
    return taken;
}

// A copier this system can run: robocopy only on Windows, uring only on Linux.
bool copierOfThisSystem(CopierChoice::Kind kind)
{
    if (kind == CopierChoice::Kind::Robocopy)
        return thisSystem().robocopy;
    if (kind == CopierChoice::Kind::Uring)
        return thisSystem().ioUring;
    return true;
}

} // namespace

TEST(OptionChoices, TheHelpListsEveryValueAnOptionTakesHereAndNoOther)
{
    const QString help = runHelp();

    expectTheSameValues(QStringLiteral("ops"), listedValues(help, QStringLiteral("ops")),
                        namesOf<Operation>(OperationNames, [](Operation) { return true; }), [](const QString &value) {
                            QList<Operation> operations;
                            QString error;
                            return parseOperations(value, &operations, &error);
                        });
    expectTheSameValues(QStringLiteral("copier"), listedValues(help, QStringLiteral("copier")),
                        namesOf<CopierChoice::Kind>(CopierChoice::KindNames, copierOfThisSystem),
                        [](const QString &value) {
                            CopierChoice choice;
                            QString error;
                            return CopierChoice::parse(value, &choice, &error) && copierOfThisSystem(choice.kind);
                        });
    expectTheSameValues(QStringLiteral("cache"), listedValues(help, QStringLiteral("cache")),
                        namesOf<CacheMode>(CacheModeNames, [](CacheMode) { return true; }), [](const QString &value) {
                            CacheMode mode;
                            return parseCacheMode(value, &mode);
                        });
    QStringList dataSets = dataSetKinds();
    dataSets.replaceInStrings(QStringLiteral(":PATH"), QStringLiteral(":/tmp"));
    expectTheSameValues(QStringLiteral("datasets"), listedValues(help, QStringLiteral("datasets")), dataSets,
                        [](const QString &value) { return isDataSetKind(value); });
    // Which methods a system has is its own words' to say; each listed one is a method.
    expectTheSameValues(QStringLiteral("compression"), listedValues(help, QStringLiteral("compression")),
                        {QStringLiteral("auto"), QStringLiteral("none")}, [](const QString &value) {
                            CompressionChoice choice;
                            QString error;
                            return CompressionChoice::parse(value, &choice, &error);
                        });
}

// A value the help lists is taken by the program itself, not refused as bad usage.
TEST(OptionChoices, TheDrivesOwnLimitsCanBeNamed)
{
    for (const char *operations : {"read,sequential-direct", "random4k-qd32", "smallfiles,random4k-qd1"}) {
        QList<Operation> parsed;
        QString error;
        EXPECT_TRUE(parseOperations(QLatin1String(operations), &parsed, &error))
            << operations << ": " << error.toStdString();
    }
    QList<Operation> parsed;
    QString error;
    EXPECT_FALSE(parseOperations(QStringLiteral("read,fly"), &parsed, &error));
    EXPECT_EQ(error,
              QStringLiteral("'fly' is not read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, "
                             "random4k-qd32 or sequential-direct"));
}
