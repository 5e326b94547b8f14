// Local MongoDB-compatible server for `make dev` and tests (mongo-java-server). Run without a compile step:
//   java -cp 'infra/mongo/target/lib/*' infra/mongo/MongoLauncher.java --port 27017 --storage <memory|file.mv.db> [--host 127.0.0.1] [--durable]
// --durable (file storage): every write is in the file before it is answered, so a kill -9 loses nothing written
// (H2 otherwise commits in the background about once a second). The fault run uses it; it costs a file write a write.
import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import java.nio.file.Files;
import java.nio.file.Path;

public class MongoLauncher {
    public static void main(String[] args) throws Exception {
        // No SLF4J binding on the class path on purpose (the server would log every connection): silence its warning.
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        String host = "127.0.0.1", storage = "memory";
        int port = 27017;
        boolean durable = false;
        for (int i = 0; i < args.length; i += 2) {
            if (args[i].equals("--durable")) {
                durable = true;
                i--;
                continue;
            }
            if (i + 1 >= args.length) throw new IllegalArgumentException("missing value of " + args[i]);
            switch (args[i]) {
                case "--host" -> host = args[i + 1];
                case "--port" -> port = Integer.parseInt(args[i + 1]);
                case "--storage" -> storage = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        MongoBackend backend;
        if (storage.equals("memory")) {
            backend = new MemoryBackend();
        } else {
            Path file = Path.of(storage).toAbsolutePath();
            Files.createDirectories(file.getParent());
            backend = durable ? new DurableH2Backend(file.toString()) : new H2Backend(file.toString());
        }
        // The Node driver 6.x refuses the default 3.6; MONGO_5_0 reports wire version 8, which it accepts.
        backend.version(ServerVersion.MONGO_5_0);
        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        // Shutting down closes the backend, which makes H2 commit and close its file cleanly.
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown, "mongo-shutdown"));
        System.out.printf("mongo-java-server ready on %s:%d (storage: %s%s)%n", host, port, storage, durable ? ", durable" : "");
    }

    /** Commits after every message (a no-op when it changed nothing): what was answered is in the file. */
    static class DurableH2Backend extends H2Backend {
        DurableH2Backend(String file) {
            super(file);
        }

        @Override
        public Document handleMessage(MongoMessage message) {
            try {
                return super.handleMessage(message);
            } finally {
                commit();
            }
        }
    }
}
