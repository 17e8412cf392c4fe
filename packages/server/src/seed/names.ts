/** The demo population's genders; names, avatars and photos are picked per gender. */
export type Gender = 'male' | 'female';

/** Given names common in each language's countries, written as members there write them. */
export type NameLanguage = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'pl' | 'uk' | 'ru' | 'hi';

export const GIVEN_NAMES: Record<NameLanguage, Record<Gender, readonly string[]>> = {
  en: {
    female: ['Emma', 'Olivia', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Charlotte', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Emily', 'Ella', 'Grace', 'Chloe', 'Lily', 'Hannah', 'Zoe', 'Madison', 'Natalie', 'Jessica', 'Sarah', 'Lauren', 'Megan', 'Rachel', 'Jennifer', 'Ashley', 'Nicole', 'Samantha', 'Victoria'],
    male: ['Liam', 'Noah', 'Oliver', 'James', 'William', 'Benjamin', 'Lucas', 'Henry', 'Alexander', 'Michael', 'Daniel', 'Matthew', 'Jacob', 'Ethan', 'Jack', 'Samuel', 'David', 'Joseph', 'Ryan', 'Nathan', 'Andrew', 'Christopher', 'Joshua', 'Thomas', 'Tyler', 'Brandon', 'Kevin', 'Jason', 'Mark', 'Chris'],
  },
  es: {
    female: ['Lucía', 'María', 'Sofía', 'Martina', 'Paula', 'Valeria', 'Camila', 'Daniela', 'Carmen', 'Elena', 'Laura', 'Ana', 'Isabel', 'Marta', 'Sara', 'Julia', 'Alba', 'Claudia', 'Andrea', 'Fernanda', 'Ximena', 'Guadalupe', 'Mariana', 'Regina', 'Natalia', 'Gabriela', 'Rocío', 'Pilar', 'Inés', 'Valentina'],
    male: ['Hugo', 'Martín', 'Pablo', 'Alejandro', 'Daniel', 'Mateo', 'Diego', 'Javier', 'Carlos', 'Manuel', 'Antonio', 'José', 'Juan', 'Luis', 'Miguel', 'Sergio', 'Álvaro', 'Adrián', 'Santiago', 'Sebastián', 'Emiliano', 'Leonardo', 'Fernando', 'Ricardo', 'Jorge', 'Andrés', 'Rodrigo', 'Raúl', 'Iván', 'Gonzalo'],
  },
  pt: {
    female: ['Ana', 'Beatriz', 'Júlia', 'Mariana', 'Larissa', 'Camila', 'Fernanda', 'Gabriela', 'Letícia', 'Amanda', 'Bruna', 'Carolina', 'Isabela', 'Luana', 'Rafaela', 'Vitória', 'Manuela', 'Helena', 'Alice', 'Laura', 'Giovanna', 'Yasmin', 'Thaís', 'Patrícia', 'Aline', 'Débora', 'Renata', 'Clara', 'Inês', 'Joana'],
    male: ['Pedro', 'Lucas', 'Gabriel', 'Matheus', 'Rafael', 'Gustavo', 'Felipe', 'Bruno', 'Thiago', 'Rodrigo', 'João', 'Guilherme', 'Leonardo', 'Vinícius', 'Eduardo', 'Diego', 'André', 'Marcelo', 'Caio', 'Henrique', 'Samuel', 'Davi', 'Arthur', 'Miguel', 'Heitor', 'Renato', 'Fábio', 'Ricardo', 'Tiago', 'Rui'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Jade', 'Louise', 'Alice', 'Lina', 'Juliette', 'Sarah', 'Clara', 'Anaïs', 'Mathilde', 'Pauline', 'Marine', 'Élodie', 'Céline', 'Julie', 'Charlotte', 'Margaux', 'Océane', 'Lucie', 'Amandine', 'Aurélie', 'Claire', 'Élise', 'Noémie', 'Zoé'],
    male: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Théo', 'Nathan', 'Raphaël', 'Léo', 'Thomas', 'Antoine', 'Maxime', 'Nicolas', 'Julien', 'Alexandre', 'Pierre', 'Romain', 'Clément', 'Baptiste', 'Quentin', 'Mathieu', 'Guillaume', 'Adrien', 'Florian', 'Benoît', 'Olivier', 'Sébastien', 'Vincent', 'Yann'],
  },
  de: {
    female: ['Anna', 'Lena', 'Lea', 'Hannah', 'Laura', 'Julia', 'Sarah', 'Lisa', 'Katharina', 'Sophie', 'Marie', 'Johanna', 'Clara', 'Emilia', 'Charlotte', 'Franziska', 'Nina', 'Sabine', 'Stefanie', 'Christina', 'Melanie', 'Jana', 'Vanessa', 'Jasmin', 'Miriam', 'Carina', 'Theresa', 'Annika', 'Svenja', 'Greta'],
    male: ['Lukas', 'Felix', 'Jonas', 'Leon', 'Maximilian', 'Paul', 'Tim', 'Jan', 'Florian', 'Tobias', 'Sebastian', 'Alexander', 'Niklas', 'Moritz', 'David', 'Julian', 'Philipp', 'Stefan', 'Michael', 'Andreas', 'Matthias', 'Christian', 'Markus', 'Thomas', 'Daniel', 'Fabian', 'Simon', 'Jakob', 'Benedikt', 'Henrik'],
  },
  pl: {
    female: ['Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Magdalena', 'Joanna', 'Aleksandra', 'Zuzanna', 'Julia', 'Natalia', 'Karolina', 'Monika', 'Ewa', 'Marta', 'Paulina', 'Weronika', 'Dominika', 'Agata', 'Justyna', 'Kinga', 'Patrycja', 'Sylwia', 'Izabela', 'Beata', 'Oliwia', 'Hanna', 'Wiktoria', 'Emilia', 'Alicja'],
    male: ['Jakub', 'Jan', 'Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Kamil', 'Łukasz', 'Mateusz', 'Adam', 'Bartosz', 'Dawid', 'Szymon', 'Filip', 'Wojciech', 'Grzegorz', 'Marek', 'Rafał', 'Damian', 'Patryk', 'Sebastian', 'Przemysław', 'Artur', 'Maciej', 'Oskar', 'Antoni', 'Igor', 'Kacper'],
  },
  uk: {
    female: ['Олена', 'Оксана', 'Наталія', 'Ірина', 'Тетяна', 'Юлія', 'Анна', 'Марія', 'Катерина', 'Світлана', 'Вікторія', 'Дарина', 'Софія', 'Анастасія', 'Людмила', 'Галина', 'Ольга', 'Христина', 'Богдана', 'Соломія', 'Яна', 'Аліна', 'Мар’яна', 'Зоряна', 'Леся', 'Уляна', 'Вероніка', 'Діана', 'Надія', 'Віра'],
    male: ['Олександр', 'Андрій', 'Дмитро', 'Сергій', 'Максим', 'Іван', 'Богдан', 'Тарас', 'Олег', 'Юрій', 'Віталій', 'Михайло', 'Назар', 'Остап', 'Ярослав', 'Роман', 'Василь', 'Петро', 'Володимир', 'Артем', 'Денис', 'Євген', 'Ігор', 'Микола', 'Степан', 'Тимур', 'Данило', 'Кирило', 'Левко', 'Орест'],
  },
  ru: {
    female: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Ирина', 'Светлана', 'Юлия', 'Анастасия', 'Дарья', 'Полина', 'Ксения', 'Алина', 'Виктория', 'Марина', 'Валерия', 'Вероника', 'Алёна', 'Софья', 'Кристина', 'Евгения', 'Людмила', 'Галина', 'Надежда', 'Елизавета', 'Варвара', 'Ангелина', 'Маргарита'],
    male: ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Иван', 'Егор', 'Роман', 'Владимир', 'Павел', 'Денис', 'Евгений', 'Константин', 'Николай', 'Олег', 'Игорь', 'Антон', 'Виктор', 'Григорий', 'Степан', 'Тимофей', 'Фёдор', 'Глеб', 'Лев'],
  },
  hi: {
    female: ['Priya', 'Ananya', 'Aditi', 'Diya', 'Isha', 'Kavya', 'Meera', 'Neha', 'Pooja', 'Riya', 'Sanya', 'Shreya', 'Tanvi', 'Anjali', 'Divya', 'Kriti', 'Nisha', 'Ritika', 'Sneha', 'Aishwarya', 'Lakshmi', 'Radhika', 'Simran', 'Pallavi', 'Swati', 'Aarohi', 'Ira', 'Saanvi', 'Myra', 'Avni'],
    male: ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rohan', 'Rahul', 'Vikram', 'Karan', 'Aman', 'Siddharth', 'Nikhil', 'Varun', 'Rajesh', 'Amit', 'Sanjay', 'Ankit', 'Harsh', 'Kabir', 'Ishaan', 'Yash', 'Pranav', 'Manish', 'Deepak', 'Suresh', 'Arnav', 'Dhruv', 'Ayaan', 'Reyansh', 'Vihaan', 'Kunal'],
  },
};
