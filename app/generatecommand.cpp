// SPDX-License-Identifier: GPL-3.0-or-later
#include "generatecommand.h"

#include "commandwords.h"

#include "commandparsing.h"
#include "datasets/datasetgenerator.h"
#include "session/manifestjson.h"
#include "exitcodes.h"
#include "fs/outputfile.h"
#include "fs/saferemove.h"
#include "plan/plan.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "volume/mountuse.h"
#include "workflow/plannormalisation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(GenerateCommand)
};

// "folder:PATH" with PATH made absolute, so the manifest says which folder.
QString normalisedKind(const QString &kind)
{
    const QString folder = folderOfKind(kind);
    return folder.isEmpty() ? kind : folderKind(QDir(folder).absolutePath());
}

// The data set and the folder the command line asks for. A failure is bad usage.
Status requestFrom(const QCommandLineParser &parser, DataSetSpec *spec, QString *out)
{
    const QStringList kinds = parser.positionalArguments();
    if (kinds.size() != 1)
        return Status::failure(
            Text::tr("generate: name exactly one data set (%1)").arg(dataSetKinds().join(QStringLiteral(", "))));
    spec->kind = normalisedKind(kinds.first());
    if (!isDataSetKind(spec->kind))
        return Status::failure(Text::tr("generate: unknown data set '%1' (known: %2)")
                                   .arg(kinds.first(), dataSetKinds().join(QStringLiteral(", "))));
    if (spec->isFolder()) {
        const QString source = spec->folderPath();
        if (!QFileInfo(source).isDir())
            return Status::failure(Text::tr("generate: %1 is not a folder").arg(shownPath(source)));
        // A folder `run` would refuse (a pseudo filesystem, one it cannot
        // read) is refused here alike, before anything is written.
        if (Status status = sizeFolderDataSet(spec); !status)
            return Status::failure(QStringLiteral("generate: ") + status.message());
    }

    if (parser.isSet(QStringLiteral("size"))) {
        spec->bytes = parseSize(parser.value(QStringLiteral("size")));
        if (spec->bytes <= 0)
            return Status::failure(
                Text::tr("--size: '%1' is not a size such as 64M or 1G").arg(parser.value(QStringLiteral("size"))));
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        if (!parseSeed(parser.value(QStringLiteral("seed")), &spec->seed))
            return Status::failure(seedOptionError(parser.value(QStringLiteral("seed"))));
    }

    if (!parser.isSet(QStringLiteral("out")) || parser.value(QStringLiteral("out")).isEmpty())
        return Status::failure(Text::tr("generate: --out DIR is required (a folder that does not exist yet)"));
    *out = QDir(parser.value(QStringLiteral("out"))).absolutePath();
    const QFileInfo outInfo(*out);
    if (outInfo.exists() || outInfo.isSymLink())
        return Status::failure(Text::tr("generate: %1 already exists; name a new folder").arg(shownPath(*out)));
    if (!QFileInfo(outInfo.absolutePath()).isDir())
        return Status::failure(
            Text::tr("generate: the folder %1 does not exist").arg(shownPath(outInfo.absolutePath())));
    if (mountUseOf(outInfo.absolutePath()) == MountUse::KernelInterface)
        return Status::failure(Text::tr("generate: %1 is in a kernel interface (/dev, /proc, /sys), not storage; "
                                        "nothing is written there")
                                   .arg(*out));
    // A folder it cannot write in is said now, not after the first file.
    if (Status status = checkOutputFile({QStringLiteral("--out"), *out}); !status)
        return Status::failure(QStringLiteral("generate: ") + status.message());
    return Status::ok();
}

} // namespace

int generateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Writes one data set into the new folder DIR and prints its manifest (files, bytes, how well zstd and "
                 "lz4 compress it, what was skipped) as JSON. The same kind, size and seed give the same files on "
                 "every machine; 'system' samples %1; 'folder:PATH' copies PATH whole, without links and special "
                 "files, and ignores --size.")
            .arg(Text::tr(commandWords().systemDataSet)));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("kind"), dataSetKinds().join(QStringLiteral(", ")));
    parser.addOptions({
        {QStringLiteral("size"), Text::tr("Size of the data set, e.g. 256M or 1G (default: 64M)."), Text::tr("size")},
        {QStringLiteral("seed"), Text::tr("Seed of the generated data (default: 1)."), Text::tr("number")},
        {QStringLiteral("out"), Text::tr("Folder to create for the data set; it must not exist."), Text::tr("dir")},
    });
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;

    DataSetSpec spec;
    QString out;
    if (Status status = requestFrom(parser, &spec, &out); !status) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }

    const auto generator = makeDataSetGenerator(spec.kind);
    DataSetManifest manifest;
    const Status status = Interrupts::received()
        ? Status::failure(Text::tr("cancelled"))
        : generator->generate(spec, out, Interrupts::cancellation(), &manifest);
    if (Interrupts::received()) {
        // A signal after the last file still cancels: the data set goes again.
        const Status removed = status ? removeTreeNoFollow(QFile::encodeName(out)) : Status::ok();
        Terminal::error(removed ? Text::tr("generate cancelled; nothing was kept")
                                : Text::tr("generate cancelled, but %1").arg(removed.message()));
        return ExitCode::Failed;
    }
    if (!status) {
        Terminal::error(Text::tr("generate failed: %1").arg(status.message()));
        return ExitCode::Failed;
    }

    QJsonObject json = manifestToJson(manifest);
    json.insert(QStringLiteral("path"), QDir::toNativeSeparators(out));
    Terminal::out(QString::fromUtf8(QJsonDocument(json).toJson()));
    return ExitCode::Success;
}

} // namespace cm
